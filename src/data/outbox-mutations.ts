// The outbox's sends are the query client's mutations too (one way to write): each queued
// write goes out as a mutation built in the MutationCache under ['outbox', kind], so
// useIsMutating, the cache's devtools and its handlers see every write. The outbox keeps
// what a mutation does not give: the durable queue, the op id the server applies once,
// backoff and the cross-tab lock (outbox.ts); so the mutation itself never retries and says
// nothing (a network error is not a failure here, only a wait; outbox-runtime.ts tells the
// member about a refused write).
import type { QueryClient } from '@tanstack/react-query';
import type { OutboxHandler } from './outbox';

export const outboxMutationKey = (kind: string) => ['outbox', kind] as const;

/** The handlers with each send run as a mutation of `client`. */
export function sendingAsMutations(handlers: Record<string, OutboxHandler>, client: QueryClient): Record<string, OutboxHandler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([kind, handler]) => [
      kind,
      {
        ...handler,
        send: (entry) =>
          client
            .getMutationCache()
            .build(client, {
              mutationKey: outboxMutationKey(kind),
              mutationFn: () => handler.send(entry),
              retry: false,
              // The outbox sends only when online; the mutation must not pause on its own.
              networkMode: 'always',
              meta: { silent: true },
            })
            .execute(entry),
      } satisfies OutboxHandler,
    ]),
  );
}
