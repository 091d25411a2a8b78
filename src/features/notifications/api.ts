// The member's inbox (docs/api-account.md): GET /notifications (unread first, with the
// unread count), POST /notifications/{id}/read, POST /notifications/read-all.
// The first page and the unread count (for the badge) are one query per member (TanStack
// Query: concurrent reloads de-duplicated, an older answer never overwrites a newer one);
// marking read changes the cached page at once, then asks the server again.
import { useMutation, useQuery } from '@tanstack/react-query';
import { authUserId } from '../../data/auth-token';
import { currentLocale } from '../../i18n';
import { pb } from '../../data/pb';
import { patchQuery } from '../../data/patch-query';
import { persisted } from '../../data/query-persist';
import { queryClient } from '../../data/query-client';
import { useSession } from '../../data/session';

export interface InboxItem {
  id: string;
  /** A notice the server wrote (kinds.ts renders it in the reader's language); '' for an admin's message or an older row. */
  kind?: string;
  params?: Record<string, unknown>;
  /** The text as written (English for a server notice): shown when the kind is unknown. */
  subject: string;
  content: string;
  sender_email: string;
  /** The sender as shown: the admin's address, or the site name for the site itself. */
  sender_name?: string;
  created: string;
  read_at: string;
}

interface InboxPage {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: InboxItem[];
  unread: number;
}

export interface InboxState {
  items: InboxItem[];
  unread: number;
  total: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

const BASE = '/api/reelhouse/notifications';

/** Reloaded this often while signed in (and at once by realtime, use-inbox-sync.ts). */
export const REFRESH_MS = 60_000;

export const inboxKeys = {
  all: ['inbox'] as const,
  /** Persisted (member-private: the id second, purged at sign-out) so the inbox reads offline. */
  of: (userId: string | null) => ['inbox', userId ?? ''] as const,
};

type Inbox = Omit<InboxState, 'status'>;

/** The first page (50 newest, unread first). */
async function fetchInbox(): Promise<Inbox> {
  const res = await pb.send<InboxPage>(`${BASE}?page=1&perPage=50`, { method: 'GET', requestKey: null });
  return { items: res.items, unread: res.unread, total: res.totalItems };
}

const IDLE: InboxState = { items: [], unread: 0, total: 0, status: 'idle' };

/** The signed-in member's inbox. A failed reload keeps what was shown (the badge keeps its value). */
export function useInbox(): InboxState;
export function useInbox<T>(select: (s: InboxState) => T): T;
export function useInbox<T>(select?: (s: InboxState) => T): T | InboxState {
  const userId = useSession((s) => s.user?.id ?? null);
  const q = useQuery<Inbox>({ queryKey: inboxKeys.of(userId), queryFn: fetchInbox, ...persisted, enabled: !!userId, refetchInterval: REFRESH_MS, staleTime: 0, retry: false });
  const state: InboxState = !userId ? IDLE : q.data ? { ...q.data, status: 'ready' } : q.isError ? { ...IDLE, status: 'error' } : { ...IDLE, status: 'loading' };
  return select ? select(state) : state;
}

/** Asks the server for the inbox again (route change, realtime event, reconnect). */
export function reloadInbox(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: inboxKeys.all });
}

/** Shows notices read at once (the server's answer follows: the inbox is asked again). */
function showRead(only?: string) {
  const now = new Date().toISOString();
  return patchQuery<Inbox>(inboxKeys.of(authUserId() || null), (s) => {
    const unread = s.items.filter((n) => !n.read_at && (!only || n.id === only)).length;
    if (!unread) return s;
    return { ...s, items: s.items.map((n) => (n.read_at || (only && n.id !== only) ? n : { ...n, read_at: now })), unread: Math.max(0, s.unread - unread) };
  });
}

/**
 * Marking read, one notice (an id) or all (null): shown at once, then sent; the inbox is
 * read again either way. A failure says nothing (the next read shows it unread again).
 */
export function useMarkRead() {
  return useMutation({
    onMutate: (id: string | null) => showRead(id ?? undefined),
    mutationFn: (id: string | null) => pb.send(id ? `${BASE}/${encodeURIComponent(id)}/read` : `${BASE}/read-all`, { method: 'POST', requestKey: null }),
    meta: { silent: true, invalidates: [inboxKeys.all] },
  });
}

/** "3 minutes ago" and friends. */
export function relativeTime(iso: string, now = Date.now()): string {
  const then = Date.parse(iso.replace(' ', 'T'));
  if (!Number.isFinite(then)) return '';
  const s = Math.max(0, Math.round((now - then) / 1000));
  const rtf = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });
  if (s < 60) return rtf.format(-s, 'second');
  if (s < 3600) return rtf.format(-Math.floor(s / 60), 'minute');
  if (s < 86400) return rtf.format(-Math.floor(s / 3600), 'hour');
  if (s < 86400 * 30) return rtf.format(-Math.floor(s / 86400), 'day');
  if (s < 86400 * 365) return rtf.format(-Math.floor(s / (86400 * 30)), 'month');
  return rtf.format(-Math.floor(s / (86400 * 365)), 'year');
}
