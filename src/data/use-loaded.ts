// A management list or record as a query (TanStack Query: de-duplicated, cancelled and
// ordered by the library, so a stale answer never overwrites a newer one), with the
// caller told once per failed load (its error banner). The previous page stays on screen
// while the next one loads. `load()` refetches and resolves when done, for the callers
// that reload after a write.
import { useCallback, useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

export interface LoadedOptions {
  enabled?: boolean;
  /** Called once per failed load with the error. */
  onError?: (err: unknown) => void;
}

export function useLoaded<T>(queryKey: QueryKey, queryFn: () => Promise<T>, opts: LoadedOptions = {}) {
  const q = useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, enabled: opts.enabled ?? true });
  const onError = useRef(opts.onError);
  onError.current = opts.onError;
  const { errorUpdatedAt, error, refetch } = q;
  useEffect(() => {
    if (errorUpdatedAt && error) onError.current?.(error);
  }, [errorUpdatedAt, error]);
  const load = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return { ...q, load };
}
