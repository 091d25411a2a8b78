// The one cache of server state (TanStack Query). Features read and write server data
// through query hooks over this client; nothing keeps its own copy of an answer.
// A change of member empties it: another person's answers never show on a shared device.
import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { persistManualUpdates } from './query-persist';
import { shouldRetry } from './query-state';
import { isOnline, subscribeConnectivity } from './connectivity';
import { say, successOf, textOf } from './write-messages';

// "Online" for TanStack is the app's own verdict (connectivity.ts), not navigator.onLine
// alone: a dead Wi-Fi pauses nothing by itself (networkMode 'always'), but the return of
// the connection refetches what failed (refetchOnReconnect) at once.
onlineManager.setEventListener((setOnline) => subscribeConnectivity(() => setOnline(isOnline())));

// Every write is a mutation and every message about one is said here, from its `meta`
// (write-messages.ts): the failure's text, the success's, and which answers to ask again.
const mutationCache = new MutationCache({
  onError: (err, vars, _ctx, mutation) => {
    const meta = mutation.meta;
    if (meta?.error && !meta.silent) say(meta.scope, { kind: 'error', text: textOf(meta.error, err, vars) });
  },
  onSuccess: (data, vars, _ctx, mutation) => {
    const meta = mutation.meta;
    if (meta?.success && !meta.silent) say(meta.scope, { kind: 'success', text: successOf(meta.success, vars, data) });
  },
  // After a failure too (a refused reorder shows the server's order again). Awaited by the
  // library: the write resolves once the lists it touched are fresh.
  onSettled: async (_data, _err, _vars, _ctx, mutation) => {
    const keys = mutation.meta?.invalidates;
    if (keys) await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  },
});

// A read that names its failure text says it once per failed load (not once per component
// showing it), and its next good answer takes it away.
const queryCache = new QueryCache({
  onError: (err, query) => {
    if (query.meta?.error) say(query.meta.scope, { kind: 'load-error', text: textOf(query.meta.error, err) });
  },
  onSuccess: (_data, query) => {
    if (query.meta?.error) say(query.meta.scope, { kind: 'loaded' });
  },
});

export const queryClient = new QueryClient({
  mutationCache,
  queryCache,
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
