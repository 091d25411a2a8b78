// Runs the outbox in the browser: drains on start, when the connection returns (at once,
// whatever backoff was pending; connectivity.ts decides), when the
// page becomes visible and after every enqueue; one drain at a time across tabs
// (navigator.locks when available, else an in-tab chain); a timer wakes up for backoff.
import { db, type OutboxEntry } from './db';
import { engagementHandlers } from './engagement';
import { libraryHandlers } from './library-outbox';
import { drainOnce } from './outbox';
import { sendingAsMutations } from './outbox-mutations';
import { queryClient } from './query-client';
import { pushOutboxNotice } from './outbox-notices';
import { pb } from './pb';
import { authUserId } from './auth-token';
import { errorStatus, toUserError } from './errors';
import { refreshSession, SIGNOUT_DISCARD_EVENT } from './session';
import { startStorage } from './storage';
import { tr } from '../i18n';
import { isOnline, onReconnect } from './connectivity';

export { useOutboxNotices, type OutboxNotice } from './outbox-notices';

// What a member reads when the server refuses a parked write (their language; the English
// fallback while the common catalog is not loaded). Keys literal for src/i18n/catalogs.test.ts.
const REJECT_TEXT: Record<string, () => string> = {
  'comment.create': () => tr('common', 'outbox.comment_create', undefined, 'Failed to post comment. Please try again.'),
  'comment.update': () => tr('common', 'outbox.comment_update', undefined, 'Failed to update comment.'),
  'comment.delete': () => tr('common', 'outbox.comment_delete', undefined, 'Failed to delete comment.'),
  'comment.like': () => tr('common', 'outbox.comment_like', undefined, 'Failed to like comment.'),
  rate: () => tr('common', 'outbox.rate', undefined, 'Failed to rate video.'),
  'library.toggle': () => tr('common', 'outbox.library_toggle', undefined, 'Failed to update your library.'),
  'library.playlist-create': () => tr('common', 'outbox.playlist_create', undefined, 'Failed to create the playlist.'),
  'library.playlist-item': () => tr('common', 'outbox.playlist_item', undefined, 'Failed to update the playlist.'),
  'library.position': () => tr('common', 'outbox.position', undefined, 'Failed to save where you stopped watching.'),
};

// Sent as mutations of the query client (outbox-mutations.ts).
const handlers = sendingAsMutations({ ...engagementHandlers, ...libraryHandlers }, queryClient);

function onRejected(entry: OutboxEntry, err: unknown) {
  pushOutboxNotice(toUserError(err, REJECT_TEXT[entry.kind]?.() ?? tr('common', 'outbox.other', undefined, 'Something went wrong.')));
}

async function refreshAuth(): Promise<boolean> {
  if (!pb.authStore.isValid) return false;
  try {
    await pb.collection('users').authRefresh({ requestKey: null });
    void refreshSession();
    return true;
  } catch {
    return false;
  }
}

let chain: Promise<unknown> = Promise.resolve();
function withLock(fn: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks?.request) return locks.request('outbox', fn).then(() => undefined);
  const next = chain.then(fn, fn);
  chain = next.catch(() => undefined);
  return next;
}

let timer: ReturnType<typeof setTimeout> | null = null;
let queued = false;

/** Asks for a drain soon; concurrent requests collapse into one. */
export function requestDrain(): Promise<void> {
  if (queued) return Promise.resolve();
  queued = true;
  return withLock(async () => {
    queued = false;
    if (!isOnline()) return;
    const res = await drainOnce(db, {
      handlers,
      statusOf: errorStatus,
      refreshAuth,
      onRejected,
      // Shared devices: only the signed-in member's own entries are sent.
      currentUserId: () => authUserId() ?? null,
    });
    if (timer) clearTimeout(timer);
    timer = null;
    if (res.nextAttemptAt !== null) {
      timer = setTimeout(() => void requestDrain(), Math.max(0, res.nextAttemptAt - Date.now()) + 50);
    }
  }).catch(() => {
    queued = false;
  });
}

/** Entries waiting out a backoff become due at once. */
async function sendWaitingNow(): Promise<void> {
  const now = Date.now();
  await db.outbox
    .toCollection()
    .modify((e) => {
      if (e.nextAttemptAt > now) e.nextAttemptAt = now;
    })
    .catch(() => undefined);
}

let started = false;

/** Call once at start-up (also starts the storage care of storage.ts). */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  startStorage(db);
  void import('./private-data').then((m) => m.sweepOtherMembers(authUserId())).catch(() => 0);
  // Back online (the browser's event or a request that got through, connectivity.ts): what
  // waited out a backoff for lack of a connection goes now, not at its next slot.
  onReconnect(() => void sendWaitingNow().then(requestDrain));
  // A member signing in again sends what they left parked.
  pb.authStore.onChange(() => void requestDrain());
  window.addEventListener(SIGNOUT_DISCARD_EVENT, (e) => {
    const count = (e as CustomEvent<{ count: number }>).detail?.count ?? 0;
    const message = `${count} unsent ${count === 1 ? 'change was' : 'changes were'} discarded because you signed out.`;
    pushOutboxNotice(message);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void requestDrain();
  });
  db.outbox.hook('creating', () => {
    // After the enqueue transaction commits.
    setTimeout(() => void requestDrain(), 0);
  });
  void requestDrain();
}
