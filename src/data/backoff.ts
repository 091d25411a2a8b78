// The wait before a loop's next try while it keeps failing (the connectivity probe, the
// realtime reconnect, polls): exponential from `baseMs`, plus up to a fifth more at random
// so that many tabs and devices do not retry in step, never under `maxMs` once capped:
// a loop that has failed a few times sends at most one request per `maxMs` (issue 39 §2).
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 30_000;

/** Milliseconds before try number `attempt + 1` (attempt 0: the first retry). */
export function retryDelay(attempt: number, random: () => number = Math.random, baseMs = BACKOFF_BASE_MS, maxMs = BACKOFF_CAP_MS): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(exp * (1 + random() / 5));
}
