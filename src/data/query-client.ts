// The one cache of server state (TanStack Query). Features read and write server data
// through query hooks over this client; nothing keeps its own copy of an answer.
// A change of member empties it: another person's answers never show on a shared device.
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { persistManualUpdates } from './query-persist';
import { shouldRetry } from './query-state';
import { isOnline, subscribeConnectivity } from './connectivity';

// "Online" for TanStack is the app's own verdict (connectivity.ts), not navigator.onLine
// alone: a dead Wi-Fi pauses nothing by itself (networkMode 'always'), but the return of
// the connection refetches what failed (refetchOnReconnect) at once.
onlineManager.setEventListener((setOnline) => subscribeConnectivity(() => setOnline(isOnline())));

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Realtime events and mutations keep the cache current; a focus does not refetch.
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: shouldRetry,
      // Offline the query function still runs: it restores the persisted answer
      // (query-persist.ts) and its fetch fails at once, so the page can say it is offline;
      // the reconnect refetches (refetchOnReconnect).
      networkMode: 'always',
    },
  },
});

persistManualUpdates(queryClient.getQueryCache());

/** Drops every cached answer (sign-out, another member signed in). */
export function clearServerState(): void {
  queryClient.clear();
}
