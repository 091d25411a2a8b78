// A change made here to a cached answer (an optimistic write, a realtime event, an outbox
// answer): a fetch of that answer still on its way was asked before the change and would
// put the old values back, so it is cancelled first (the library keeps what was shown).
// An answer not in the cache stays unfetched: its first fetch brings the change.
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';

export async function patchQuery<T>(queryKey: QueryKey, change: (data: T) => T): Promise<void> {
  if (queryClient.getQueryData<T>(queryKey) === undefined) return;
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, (data) => (data === undefined ? data : change(data)));
}
