// Session state: who is signed in and which roles the server grants them.
// The SDK's pb.authStore holds the token (persisted by the SDK in localStorage and
// readable before the SDK loads through auth-token.ts;
// synced across tabs); roles always come from GET /api/reelhouse/me, never from the
// client. The last answer is remembered so an offline start keeps the member's view.
import { create } from 'zustand';
import { authState, authUserId, clearStoredAuth } from './auth-token';
import { onReconnect } from './connectivity';
import { errorStatus, isNetworkError } from './errors';
import { sdk } from './sdk';
import { afterFirstDraw } from './first-draw';
import { downloadsCacheName, downloadsIndexKey } from './private-data-names';
import { clearServerState } from './query-client';
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
const CACHE_KEY = 'reelhouse.session.me';

export const useSession = create<SessionState>()(() => ({
  user: null,
  roles: [],
  status: 'loading',
  loading: true,
}));

function setUser(user: Me | null, status: SessionStatus = 'ready') {
  useSession.setState({ user, roles: user?.roles ?? [], status, loading: false });
  // Downloads are a premium feature: when premium has lapsed, the saved files go.
  if (user && !user.is_premium && typeof caches !== 'undefined') {
    void caches.delete(downloadsCacheName(user.id)).catch(() => false);
    try {
      globalThis.localStorage?.removeItem(downloadsIndexKey(user.id));
    } catch {
      // no storage: nothing kept there
    }
  }
}

function readCache(): Me | null {
  try {
    const raw = globalThis.localStorage?.getItem(CACHE_KEY);
    return raw ? (JSON.parse(raw) as Me) : null;
  } catch {
    return null;
  }
}

function writeCache(user: Me | null) {
  try {
    if (user) globalThis.localStorage?.setItem(CACHE_KEY, JSON.stringify(user));
    else globalThis.localStorage?.removeItem(CACHE_KEY);
  } catch {
    // storage full or unavailable: the cache is only an offline convenience
  }
}

let seq = 0;
let inFlight: { token: string; promise: Promise<Me | null> } | null = null;

/**
 * Asks the server who the current token belongs to and stores the answer.
 * Concurrent calls for the same token share one request; an answer that arrives
 * after the token changed is dropped.
 */
export function refreshSession(): Promise<Me | null> {
  const auth = authState();
  const token = auth.isValid ? auth.token : '';
  if (!token) {
    inFlight = null;
    seq++;
    writeCache(null);
    setUser(null);
    return Promise.resolve(null);
  }
  if (inFlight && inFlight.token === token) return inFlight.promise;

  const mine = ++seq;
  if (!useSession.getState().user) useSession.setState({ status: 'loading', loading: true });
  const promise = fetchMe().then(
    (me) => {
      if (mine === seq) {
        writeCache(me);
        setUser(me);
      }
      return me;
    },
    (err: unknown) => {
      if (mine !== seq) return useSession.getState().user;
      const status = errorStatus(err);
      if (status === 401) {
        // The token is no longer accepted: sign out locally (this re-enters refresh).
        writeCache(null);
        setUser(null);
        void sdk().then((pb) => pb.authStore.clear());
        return null;
      }
      // No answer, or no SDK code to ask with (a TypeError: its chunk could not be fetched).
      const cached = isNetworkError(err) || err instanceof TypeError ? readCache() : null;
      if (cached && cached.id === authState().record?.id) {
        setUser(cached);
        return cached;
      }
      const current = useSession.getState().user;
      setUser(current, 'error');
      return current;
    },
  );
  const entry = { token, promise };
  inFlight = entry;
  void promise.finally(() => {
    if (inFlight === entry) inFlight = null;
  });
  return promise;
}

async function fetchMe(): Promise<Me> {
  return (await sdk()).send<Me>(ME_PATH, { method: 'GET', requestKey: null });
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
