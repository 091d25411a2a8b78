// The answers to the page's first API requests, started by index.html's inline script
// while the app's code was still downloading (issue 15 §3: the request no longer waits for
// the shell, the page's chunk and the SDK). Each answer is handed out once, to the query
// that asks for exactly that URL, and only shortly after the page loaded; anything else
// (an error status, a network failure, a later navigation) goes the usual way, through the
// SDK, so errors and offline behave as before.

import { boot } from './boot';

/** After this long an early answer is too old to show as the page's data. */
export const EARLY_TTL_MS = 20_000;

/** The URL as index.html's script builds it: path, then the query in the given order. */
export function earlyKey(path: string, query: Record<string, unknown> = {}): string {
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

/**
 * The early answer for `url`, once; undefined when there is none (or it failed): then the
 * caller fetches as usual.
 */
export async function takeEarly<T>(url: string, now = () => globalThis.performance?.now() ?? Infinity): Promise<T | undefined> {
  const early = boot()?.early;
  const pending = early?.[url];
  if (!early || !pending) return undefined;
  delete early[url];
  if (now() > EARLY_TTL_MS) return undefined;
  const body = await pending.catch(() => null);
  return body === null || body === undefined ? undefined : (body as T);
}
