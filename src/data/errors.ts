// API error helpers that do not need the PocketBase SDK loaded (issue 15 §2: the SDK is
// fetched on first use). They recognise the SDK's ClientResponseError by its shape.
//
// The server's errors carry a stable code (issue 27 §1; internal/apierr, pb_hooks/lib/fail.js):
// {status, message, data: {code, values?}}. A visitor in another language sees
// errors.<code> from the `errors` catalog with the values filled in; English keeps the
// server's message (the spec's text, with its details), and so does an unknown code.
import { preloadNamespaces, tr } from '../i18n';
import { activeLocale } from '../i18n/runtime';
import { langOf } from '../i18n/languages';

export const NETWORK_ERROR = 'You appear to be offline. Check your connection and try again.';
export const RATE_LIMIT_ERROR = 'Too many requests. Please wait a moment and try again.';

interface ApiError {
  status: number;
  isAbort: boolean;
  response?: { message?: unknown; data?: unknown };
}

interface Coded {
  code: string;
  values?: Record<string, unknown>;
}

/** data.code and data.values of an error answer's body, or null. */
export function errorCode(body: unknown): Coded | null {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : null;
  if (!data || typeof data !== 'object') return null;
  const { code, values } = data as { code?: unknown; values?: unknown };
  if (typeof code !== 'string' || !/^[a-z0-9_]+$/.test(code)) return null;
  return values && typeof values === 'object' ? { code, values: values as Record<string, unknown> } : { code };
}

const english = () => langOf(activeLocale()) === 'en';

/**
 * Before the SDK throws an error answer with a code (src/data/pb.ts afterSend): loads the
 * `errors` catalog of the visitor's language, so even the first error shows translated.
 * Only error answers in another language than English pay for it.
 */
export function prepareErrorText(status: number, body: unknown): Promise<void> | void {
  if (status < 400 || !errorCode(body)) return;
  return loadErrorTexts();
}

/** The `errors` catalog of the visitor's language, for texts shown at render (English needs none). */
export function loadErrorTexts(): Promise<void> | void {
  if (english()) return;
  return preloadNamespaces('errors').catch(() => undefined);
}

/** The wait a 429 names (internal/throttle's retry_after, in seconds), worded like the server. */
function retryText(values: Record<string, unknown> | undefined): string {
  const secs = Number(values?.retry_after);
  if (!Number.isFinite(secs) || secs <= 0) return '';
  return secs < 90 ? tr('errors', 'retry_seconds', { seconds: secs }, '') : tr('errors', 'retry_minutes', { minutes: Math.ceil(secs / 60) }, '');
}

/** errors.<code> in the visitor's language; `message` (the server's English) when unknown or not loaded. */
export function translateCode(coded: Coded, message: string, status = 400): string {
  if (english()) return message;
  const text = tr('errors', coded.code, coded.values, message);
  if (text === message) return message; // catalog still loading
  if (text === `errors.${coded.code}`) return message; // a code newer than this catalog
  const wait = status === 429 ? retryText(coded.values) : '';
  return wait ? `${text} ${wait}` : text;
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
  if (e.status === 0) return english() ? NETWORK_ERROR : tr('errors', 'network', undefined, NETWORK_ERROR);
  if (e.status >= 500) return fallback;
  const message = typeof e.response?.message === 'string' ? e.response.message.trim() : '';
  const coded = errorCode(e.response);
  if (coded && message) return translateCode(coded, message, e.status);
  if (e.status === 429) return english() ? RATE_LIMIT_ERROR : tr('errors', 'rate_limited', undefined, RATE_LIMIT_ERROR);
  if (message && !GENERIC_MESSAGES.has(message)) return message;
  return fallback;
}
