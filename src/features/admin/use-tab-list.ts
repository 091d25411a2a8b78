// An admin tab's list as a query (TanStack Query: de-duplicated, a stale answer never
// overwrites a newer one): null while the first load runs; a failed load shows the tab's
// error banner and leaves what was shown (or an empty list) in place.
import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useTabList<T>(queryKey: QueryKey, loader: () => Promise<T[]>, failText: string, fail: (text: string) => void) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey, queryFn: loader });
  const failedAt = q.errorUpdatedAt;
  useEffect(() => {
    if (failedAt) fail(failText);
  }, [failedAt, failText, fail]);
  const items = q.data ?? (q.isError ? [] : null);
  /** Shows a changed list at once (a reorder), before the server has answered. */
  const setItems = useCallback((next: T[]) => qc.setQueryData(queryKey, next), [qc, queryKey]);
  const { refetch } = q;
  const load = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return { items, setItems, load };
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
