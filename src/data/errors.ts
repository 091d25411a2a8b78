// API error helpers that do not need the PocketBase SDK loaded (issue 15 §2: the SDK is
// fetched on first use). They recognise the SDK's ClientResponseError by its shape.

export const NETWORK_ERROR = 'You appear to be offline. Check your connection and try again.';
export const RATE_LIMIT_ERROR = 'Too many requests. Please wait a moment and try again.';

interface ApiError {
  status: number;
  isAbort: boolean;
  response?: { message?: unknown };
}

/** The SDK's ClientResponseError (named "ClientResponseError <status>" by its constructor). */
function apiError(err: unknown): ApiError | null {
  if (!(err instanceof Error) || !err.name.startsWith('ClientResponseError')) return null;
  const e = err as Error & Partial<ApiError>;
  return typeof e.status === 'number' && typeof e.isAbort === 'boolean' ? (e as ApiError) : null;
}

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
  return apiError(err)?.isAbort === true;
}

/** True when the request never got an HTTP answer (offline, DNS, connection reset). */
export function isNetworkError(err: unknown): boolean {
  const e = apiError(err);
  return !!e && !e.isAbort && e.status === 0;
}

/** The HTTP status of an API error, 0 for network errors and non-API errors. */
export function errorStatus(err: unknown): number {
  return apiError(err)?.status ?? 0;
}

/**
 * A text for the member: network and rate-limit errors get their own text, a server
 * 4xx with a specific message shows that message, anything else the caller's fallback.
 */
export function toUserError(err: unknown, fallback: string): string {
  const e = apiError(err);
  if (!e) return fallback;
  if (e.isAbort) return fallback;
  if (e.status === 0) return NETWORK_ERROR;
  if (e.status === 429) return RATE_LIMIT_ERROR;
  if (e.status >= 500) return fallback;
  const message = typeof e.response?.message === 'string' ? e.response.message.trim() : '';
  if (message && !GENERIC_MESSAGES.has(message)) return message;
  return fallback;
}
