// The app's one useQuery wrapper, for management lists and records (TanStack Query:
// de-duplicated, cancelled and ordered by the library, so a stale answer never overwrites
// a newer one). The previous page stays on screen while the next one loads. A failed load
// is said by the query cache from `meta` (write-messages.ts): the screen's banners listening
// on `scope` show `error`, and the next good load takes it away. `load()` refetches and
// resolves when done.
import { useCallback } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReadMeta } from './write-messages';

export interface LoadedOptions extends ReadMeta {
  enabled?: boolean;
}

export function useLoaded<T>(queryKey: QueryKey, queryFn: () => Promise<T>, { enabled = true, ...meta }: LoadedOptions = {}) {
  const q = useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, enabled, meta });
  const { refetch } = q;
  const load = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return { ...q, load };
}
