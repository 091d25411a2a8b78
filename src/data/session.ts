// Session state: who is signed in and which roles the server grants them, as a query of
// the one server-state cache (TanStack Query, query-client.ts) under ['session', id, 'me'],
// persisted like every other member-private answer (query-persist.ts; purged at sign-out,
// private-data.ts). The SDK's pb.authStore holds the token (persisted by the SDK in
// localStorage and readable before the SDK loads through auth-token.ts; synced across
// tabs); roles always come from GET /api/reelhouse/me, never from the client. The query
// library de-duplicates concurrent asks; a key per member means an answer for a previous
// member never shows as the current one's.
import { hashKey, type Query } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { authState, authUserId, clearStoredAuth } from './auth-token';
import { onReconnect } from './connectivity';
import { errorStatus, isNetworkError } from './errors';
import { sdk } from './sdk';
import { afterFirstDraw } from './first-draw';
import { downloadsCacheName, downloadsIndexKey } from './private-data-names';
import { persisted } from './query-persist';
import { clearServerState, queryClient } from './query-client';
import { Collections, type Me } from './types';

export type SessionStatus = 'loading' | 'ready' | 'error';

export interface SessionState {
  /** The signed-in member as the server sees them; null for visitors. */
  user: Me | null;
  roles: string[];
  status: SessionStatus;
  /** True while the first answer (or a refresh without a user yet) is pending. */
  loading: boolean;
}

export const ME_PATH = '/api/reelhouse/me';

/** The session's query key: per member, member-private (purged with their data). */
export const sessionKey = (userId: string) => ['session', userId, 'me'] as const;

// The last answer, echoed synchronously in localStorage (as first-pages.ts echoes the first
// grids): an offline start draws the member's header before IndexedDB has opened, and a
// first visit that lost its connection before Dexie's code came still knows who is in.
// Read only when the server cannot be asked; IndexedDB (the persister) stays the record.
const ECHO_KEY = 'reelhouse.session.me';

function readEcho(userId: string): Me | null {
  try {
    const raw = globalThis.localStorage?.getItem(ECHO_KEY);
    const me = raw ? (JSON.parse(raw) as Me) : null;
    return me && me.id === userId ? me : null;
  } catch {
    return null;
  }
}

function writeEcho(user: Me | null) {
  try {
    if (user) globalThis.localStorage?.setItem(ECHO_KEY, JSON.stringify(user));
    else globalThis.localStorage?.removeItem(ECHO_KEY);
  } catch {
    // storage full or unavailable: the echo is only an offline convenience
  }
}

/** The member a valid token names, or undefined (a visitor, an expired token). */
const tokenUser = (): string | undefined => (authState().isValid ? authUserId() : undefined);

/** Downloads are a premium feature: when premium has lapsed, the saved files go. */
function dropDownloadsUnlessPremium(user: Me) {
  if (user.is_premium || typeof caches === 'undefined') return;
  void caches.delete(downloadsCacheName(user.id)).catch(() => false);
  try {
    globalThis.localStorage?.removeItem(downloadsIndexKey(user.id));
  } catch {
    // no storage: nothing kept there
  }
}

/** An error the persister and the page read as "no connection" (isNetworkError). */
function offline(cause: unknown): Error {
  return Object.assign(new Error('offline', { cause }), { name: 'ClientResponseError 0', status: 0, isAbort: false, response: {} });
}

/** The session query's function: the server's answer, or the echo when it cannot be asked. */
async function askServer(userId: string): Promise<Me | null> {
  try {
    const me = await (await sdk()).send<Me>(ME_PATH, { method: 'GET', requestKey: null });
    writeEcho(me);
    dropDownloadsUnlessPremium(me);
    return me;
  } catch (err) {
    if (errorStatus(err) === 401) {
      // The token is no longer accepted: sign out locally (the auth change refreshes again).
      writeEcho(null);
      void sdk().then((pb) => pb.authStore.clear());
      return null;
    }
    // No answer, or no SDK code to ask with (a TypeError: its chunk could not be fetched).
    if (isNetworkError(err) || err instanceof TypeError) {
      const echo = readEcho(userId);
      if (echo) return echo;
      throw isNetworkError(err) ? err : offline(err);
    }
    throw err;
  }
}

const sessionQuery = (userId: string) => ({
  queryKey: sessionKey(userId),
  queryFn: () => askServer(userId),
  ...persisted,
  retry: false,
  staleTime: 0,
});

// ---------- the view over the cache ----------

const VISITOR: SessionState = { user: null, roles: [], status: 'ready', loading: false };
const LOADING: SessionState = { user: null, roles: [], status: 'loading', loading: true };

/** Whose session is shown: set by refreshSession on every auth change; undefined: nobody. */
let current: { userId: string | undefined } | null = null;
const idListeners = new Set<() => void>();

function currentUserId(): string | undefined {
  current ??= { userId: tokenUser() };
  return current.userId;
}

function setCurrent(userId: string | undefined) {
  if (current && current.userId === userId) return;
  current = { userId };
  idListeners.forEach((fn) => fn());
}

let last: { userId: string | undefined; state: Query['state'] | undefined; view: SessionState } | null = null;

function view(userId: string | undefined, state: Query<Me | null>['state'] | undefined): SessionState {
  if (!userId) return VISITOR;
  if (!state) return LOADING;
  const user = state.data;
  if (user === undefined) return state.status === 'error' ? { ...VISITOR, status: 'error' } : LOADING;
  // A refresh that failed for another reason than the connection: the last answer stays,
  // and the guards offer to ask again.
  const failed = state.status === 'error' && !isNetworkError(state.error);
  return { user, roles: user?.roles ?? [], status: failed ? 'error' : 'ready', loading: false };
}

/** The session now, outside React (event handlers, the data layer). */
export function getSession(): SessionState {
  const userId = currentUserId();
  const query = userId ? queryClient.getQueryCache().get<Me | null>(hashKey(sessionKey(userId))) : undefined;
  const state = query?.state;
  if (last && last.userId === userId && last.state === state) return last.view;
  last = { userId, state, view: view(userId, state) };
  return last.view;
}

function subscribe(onChange: () => void): () => void {
  idListeners.add(onChange);
  const stop = queryClient.getQueryCache().subscribe((e) => {
    if (e.query.queryKey[0] === 'session') onChange();
  });
  return () => {
    idListeners.delete(onChange);
    stop();
  };
}

const serverSnapshot = () => LOADING;

/** A part of the session, for a component: it re-renders only when that part changes. */
export function useSession<T>(select: (s: SessionState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(getSession()),
    () => select(serverSnapshot()),
  );
}

/**
 * Asks the server who the current token belongs to and stores the answer in the cache.
 * Concurrent calls for the same member share one request (the query library's own).
 */
export async function refreshSession(): Promise<Me | null> {
  const userId = tokenUser();
  setCurrent(userId);
  if (!userId) {
    writeEcho(null);
    return null;
  }
  try {
    return await queryClient.fetchQuery(sessionQuery(userId));
  } catch {
    return currentUserId() === userId ? getSession().user : null;
  }
}

let started = false;

/** Call once at start-up: loads the session and follows auth changes (also from other tabs). */
export function initSession(): void {
  if (started) return;
  started = true;
  let lastUserId = authUserId();
  const follow = (pb: Awaited<ReturnType<typeof sdk>>) =>
    pb.authStore.onChange(() => {
      // Another member (or nobody) now: the previous member's private data leaves the
      // device. Their unsent writes stay parked (only an explicit sign-out drops them).
      const now = authUserId();
      if (lastUserId !== now) clearServerState();
      if (lastUserId && lastUserId !== now) void purgePrivate(lastUserId, false);
      lastUserId = now;
      void refreshSession();
    });
  // A member's session check needs the SDK at once; a visitor's page does not wait for it.
  if (authState().token) void sdk().then(follow);
  else if (typeof requestIdleCallback === 'function') void afterFirstDraw().then(() => requestIdleCallback(() => void sdk().then(follow), { timeout: 4000 }));
  else setTimeout(() => void sdk().then(follow), 1000);
  // Another tab signing in before the SDK is here: the SDK's own storage listener takes
  // over once loaded.
  globalThis.addEventListener?.('storage', (e) => {
    if ((e as StorageEvent).key === 'pocketbase_auth') void sdk().then(() => refreshSession());
  });
  void refreshSession();
}

/**
 * The password was right and the member has two-step sign-in on: no token yet, a ticket
 * (single-use, 5 minutes) for the code step (internal/twofactor).
 */
export class TotpRequiredError extends Error {
  constructor(readonly ticket: string) {
    super('totp_required');
  }
}

/** The second step of a sign-in: the ticket of the password step and the code typed. */
export interface SecondStep {
  ticket: string;
  code: string;
}

function totpTicket(err: unknown): string | null {
  const body = (err as { status?: number; response?: { data?: { code?: unknown; ticket?: unknown } } } | null) ?? null;
  const data = body?.status === 401 ? body.response?.data : undefined;
  return data?.code === 'totp_required' && typeof data.ticket === 'string' ? data.ticket : null;
}

/**
 * Password sign-in; resolves with the server's view of the member (roles included).
 * With `second`, the code step instead (the password step threw TotpRequiredError).
 */
export async function login(email: string, password: string, second?: SecondStep): Promise<Me | null> {
  const client = await sdk();
  if (second) {
    const res = await client.send<{ token: string; record: Parameters<typeof client.authStore.save>[1] }>('/api/reelhouse/auth/2fa', {
      method: 'POST',
      body: { ticket: second.ticket, code: second.code.trim() },
      requestKey: null,
    });
    client.authStore.save(res.token, res.record);
    return refreshSession();
  }
  try {
    await client.collection(Collections.Users).authWithPassword(email, password, { requestKey: null });
  } catch (err) {
    const ticket = totpTicket(err);
    if (ticket) throw new TotpRequiredError(ticket);
    throw err;
  }
  return refreshSession();
}

/** Tells the member how many unsent changes a sign-out dropped (shown by the outbox toast). */
export const SIGNOUT_DISCARD_EVENT = 'reelhouse:signout-discarded';

/** Loaded on demand: IndexedDB code stays out of the first download. */
async function purgePrivate(userId: string, discardOutbox: boolean): Promise<number> {
  try {
    const { purgeMemberData } = await import('./private-data');
    return await purgeMemberData(userId, { discardOutbox });
  } catch {
    // Its code not fetched (offline): purged as soon as the connection is back (and at the
    // next start in any case: outbox-runtime.ts sweeps other members' data).
    const stop = onReconnect(() => {
      stop();
      void purgePrivate(userId, discardOutbox);
    });
    return 0;
  }
}

/**
 * Signs out locally (PocketBase tokens are stateless), clears the session and removes the
 * member's private data from this device, unsent writes included (a shared device must
 * not send them as whoever signs in next).
 */
export async function logout(): Promise<Me | null> {
  const userId = authUserId();
  // Signing out never needs the network: without the SDK's code (a first visit that lost
  // its connection before fetching it) the saved session is dropped directly (issue 39 §1).
  // A request for it that hangs (sent just before the connection went) waits 1.5 s at most.
  const client = await Promise.race([sdk().catch(() => null), new Promise<null>((r) => setTimeout(() => r(null), 1500))]);
  if (client) client.authStore.clear();
  else clearStoredAuth();
  clearServerState();
  const answer = refreshSession();
  if (userId) {
    const dropped = await purgePrivate(userId, true);
    if (dropped > 0) globalThis.dispatchEvent?.(new CustomEvent(SIGNOUT_DISCARD_EVENT, { detail: { count: dropped } }));
  }
  return answer;
}
