// What a page needs to know of a query, in the app's words: the data to show, whether it
// is still loading or failed, and whether what it shows could not be refreshed (`stale`)
// for lack of a connection (`offline`). A plain view of TanStack's result, so pages keep
// one shape whatever the query.
import type { UseQueryResult } from '@tanstack/react-query';
import { errorStatus, isNetworkError } from './errors';

export type QueryStatus = 'loading' | 'ready' | 'error';

export interface QueryState<T> {
  data: T | undefined;
  status: QueryStatus;
  error: unknown;
  /** Showing cached data that the last refresh could not update. */
  stale: boolean;
  /** The last refresh failed because the network is unreachable. */
  offline: boolean;
  /** When the data shown was fetched (ms since the epoch; 0 without data). */
  updatedAt: number;
  refetch: () => void;
}

export function toQueryState<T>(r: { data: T | undefined; status: UseQueryResult['status']; error: unknown; refetch: () => unknown; dataUpdatedAt?: number }): QueryState<T> {
  // null is an answer (a query for something that does not exist says so with null), so
  // only undefined means "nothing yet".
  const data = r.data;
  const failed = r.status === 'error';
  return {
    data,
    status: data !== undefined ? 'ready' : failed ? 'error' : 'loading',
    error: failed ? r.error : undefined,
    stale: failed && data !== undefined,
    offline: failed && isNetworkError(r.error),
    updatedAt: data !== undefined ? (r.dataUpdatedAt ?? 0) : 0,
    refetch: () => void r.refetch(),
  };
}

/**
 * One retry for a server hiccup; none for an answer that will not change (4xx) or for a
 * missing connection (the page says so at once and refetches when it returns).
 */
export function shouldRetry(failures: number, err: unknown): boolean {
  if (failures >= 1 || isNetworkError(err)) return false;
  const status = errorStatus(err);
  return !(status >= 400 && status < 500);
}
