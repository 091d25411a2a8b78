// The only PocketBase SDK client of the app (conventions). Same origin: the server
// binary serves the PWA, and the dev server proxies /api and /_ to it.
import PocketBase, { ClientResponseError } from 'pocketbase';
import { clearSharedFetches } from './shared-fetch';

export const pb = new PocketBase('/');

// Auto-cancellation stays on: a newer identical list request (same method and path)
// cancels the older one, which is what typing in a search box wants. Calls that must
// never be cancelled (outbox replays, the session check) pass `requestKey: null`.
pb.autoCancellation(true);

// Saving settings or asset assignments (admins) changes what a shared answer says: the next
// reader asks the server again instead of reusing it (shared-fetch.ts). Other writes (views,
// ratings) leave the shared answers alone.
const SHARED_SOURCES = /\/api\/(reelhouse\/settings|collections\/(asset_assignments|assets))\b/;
pb.beforeSend = (url, options) => {
  const method = String(options.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && SHARED_SOURCES.test(url)) clearSharedFetches();
  return { url, options };
};

/** The signed-in member's id (from the stored token, so also offline); undefined for visitors. */
export const authUserId = (): string | undefined => (pb.authStore.token ? pb.authStore.record?.id : undefined) || undefined;

export const NETWORK_ERROR = 'You appear to be offline. Check your connection and try again.';
export const RATE_LIMIT_ERROR = 'Too many requests. Please wait a moment and try again.';

// PocketBase's own generic messages say nothing a member can act on: show the caller's
// fallback (the spec's text for that action) instead. Our routes throw the spec's texts.
const GENERIC_MESSAGES = new Set([
  'Something went wrong.',
  'Something went wrong while processing your request.',
  'Failed to create record.',
  'Failed to update record.',
  'Failed to delete record.',
  'Failed to authenticate.',
  'Failed to load the submitted data. Try again later.',
  'An error occurred while validating the submitted data.',
  "The requested resource wasn't found.",
  'Missing or invalid collection context.',
  'The request requires valid record authorization token.',
  'The request requires valid record authorization token to be set.',
  'The authorized record model is not allowed to perform this action.',
  'The authorized record is not allowed to perform this action.',
  'Only superusers can perform this action.',
  'Missing auth record context.',
]);

/** True when the SDK cancelled the request (auto-cancellation or an AbortSignal). */
export function isAbortError(err: unknown): boolean {
  return err instanceof ClientResponseError && err.isAbort;
}

/** True when the request never got an HTTP answer (offline, DNS, connection reset). */
export function isNetworkError(err: unknown): boolean {
  return err instanceof ClientResponseError && !err.isAbort && err.status === 0;
}

/** The HTTP status of an API error, 0 for network errors and non-API errors. */
export function errorStatus(err: unknown): number {
  return err instanceof ClientResponseError ? err.status : 0;
}

/**
 * A text for the member: network and rate-limit errors get their own text, a server
 * 4xx with a specific message shows that message, anything else the caller's fallback.
 */
export function toUserError(err: unknown, fallback: string): string {
  if (!(err instanceof ClientResponseError)) return fallback;
  if (err.isAbort) return fallback;
  if (err.status === 0) return NETWORK_ERROR;
  if (err.status === 429) return RATE_LIMIT_ERROR;
  if (err.status >= 500) return fallback;
  const message = typeof err.response?.message === 'string' ? err.response.message.trim() : '';
  if (message && !GENERIC_MESSAGES.has(message)) return message;
  return fallback;
}
