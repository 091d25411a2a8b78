// Loads an admin tab's list and keeps it: null while the first load runs; a failed load
// shows the tab's error banner and leaves what was shown (or an empty list) in place.
import { useCallback, useEffect, useState } from 'react';

export function useTabList<T>(loader: () => Promise<T[]>, failText: string, fail: (text: string) => void) {
  const [items, setItems] = useState<T[] | null>(null);
  const load = useCallback(async () => {
    try {
      setItems(await loader());
    } catch {
      fail(failText);
      setItems((current) => current ?? []);
    }
  }, [loader, failText, fail]);

  useEffect(() => {
    void load();
  }, [load]);

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
