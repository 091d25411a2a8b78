// The one cache of server state (TanStack Query). Features read and write server data
// through query hooks over this client; nothing keeps its own copy of an answer.
// A change of member empties it: another person's answers never show on a shared device.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Realtime events and mutations keep the cache current; a focus does not refetch.
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: 1,
    },
  },
});

/** Drops every cached answer (sign-out, another member signed in). */
export function clearServerState(): void {
  queryClient.clear();
}
