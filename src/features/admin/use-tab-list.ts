// An admin tab's list as a query (the app's one wrapper, data/use-loaded.ts): null while
// the first load runs; a failed load is said in the tab's banners (`scope`, by the query
// cache) and leaves what was shown (or an empty list) in place.
import { useCallback, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLoaded } from '../../data/use-loaded';

export function useTabList<T>(queryKey: QueryKey, loader: () => Promise<T[]>, scope: string, error: () => string) {
  const qc = useQueryClient();
  const q = useLoaded(queryKey, loader, { scope, error });
  const items = q.data ?? (q.isError ? [] : null);
  /** Shows a changed list at once (a reorder), before the server has answered. */
  const setItems = useCallback((next: T[]) => qc.setQueryData(queryKey, next), [qc, queryKey]);
  return { items, setItems, load: q.load };
}

/** Which record the create/edit modal holds (null: a new one) and whether it is open. */
export function useEditModal<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = useCallback((item: T | null) => {
    setEditing(item);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { editing, setEditing, open, openFor, close };
}
