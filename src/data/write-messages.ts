// What a write or a read says to the member, decided once for the whole app: the query
// client's MutationCache and QueryCache (query-client.ts) read each mutation's and query's
// `meta` and hand the text to the screen that asked (its banners, ui/use-banners.ts,
// listening on the meta's `scope`), or to the app's toast when no screen listens. Features
// state their texts in `meta`; none keeps its own catch block, busy flag or refetch.
import type { QueryKey } from '@tanstack/react-query';

/**
 * A fixed text, or one made from the error and the write's variables (e.g. toUserError with
 * the action's fallback). `never`: a function typed for its own variables fits here.
 */
export type MessageText = string | ((err: unknown, vars: never) => string);

export interface WriteMeta extends Record<string, unknown> {
  /** Shown when the write fails. Without it (or with `silent`) the write says nothing. */
  error?: MessageText;
  /** Shown once the write succeeded (made from its variables and the server's answer). */
  success?: string | ((vars: never, data: never) => string);
  /** Which screen's banners show the texts (useBanners(scope)); none: the toast. */
  scope?: string;
  /** The caller shows the outcome itself (a form's own message, the outbox's notices). */
  silent?: boolean;
  /** Answers asked again once the write settled (the mutation resolves after them). */
  invalidates?: QueryKey[];
}

export interface ReadMeta extends Record<string, unknown> {
  /**
   * Shown when the load fails; a later successful load takes it away again. A function may
   * answer '' for a failure that is none (offline, with a saved copy on screen): the banners
   * then only take their last load failure away, and no toast shows.
   */
  error?: MessageText;
  scope?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteMeta;
    queryMeta: ReadMeta;
  }
}

export type Message =
  | { kind: 'error' | 'success'; text: string }
  /** A read failed / loaded again: the banners drop only their own load failure. */
  | { kind: 'load-error'; text: string }
  | { kind: 'loaded' };

type Listener = (m: Message) => void;
const listeners = new Map<string, Set<Listener>>();

/** A screen's banners listen on their scope; returns the unsubscribe. */
export function listen(scope: string, fn: Listener): () => void {
  let set = listeners.get(scope);
  if (!set) listeners.set(scope, (set = new Set()));
  set.add(fn);
  return () => {
    set.delete(fn);
    if (!set.size) listeners.delete(scope);
  };
}

export const textOf = (text: MessageText, err: unknown, vars?: unknown): string =>
  typeof text === 'function' ? (text as (err: unknown, vars: unknown) => string)(err, vars) : text;

export const successOf = (text: NonNullable<WriteMeta['success']>, vars: unknown, data: unknown): string =>
  typeof text === 'function' ? (text as (vars: unknown, data: unknown) => string)(vars, data) : text;

/** Hands a message to its screen; an error nobody on screen listens for goes to the toast. */
export function say(scope: string | undefined, m: Message): void {
  const set = scope ? listeners.get(scope) : undefined;
  if (set?.size) {
    for (const fn of [...set]) fn(m);
    return;
  }
  if (m.kind === 'error' || m.kind === 'load-error') {
    // The toast's store loads on demand: it stays out of the first download.
    void import('./outbox-notices').then((n) => n.pushOutboxNotice(m.text)).catch(() => undefined);
  }
}
