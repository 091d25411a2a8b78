// The member's inbox (docs/api-account.md): GET /notifications (unread first, with the
// unread count), POST /notifications/{id}/read, POST /notifications/read-all.
// UI state only (zustand): the list of the first page and the unread count for the badge.
import { currentLocale } from '../../i18n';
import { create } from 'zustand';
import { pb } from '../../data/pb';
import { isAbortError } from '../../data/errors';

export interface InboxItem {
  id: string;
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

export const useInbox = create<InboxState>()(() => ({ items: [], unread: 0, total: 0, status: 'idle' }));

const BASE = '/api/reelhouse/notifications';

let seq = 0;

/** Reloads the first page (50 newest, unread first). Silent on failure: the badge keeps its value. */
export async function reloadInbox(): Promise<void> {
  if (!pb.authStore.isValid) {
    seq++;
    useInbox.setState({ items: [], unread: 0, total: 0, status: 'idle' });
    return;
  }
  const mine = ++seq;
  if (useInbox.getState().status === 'idle') useInbox.setState({ status: 'loading' });
  try {
    const res = await pb.send<InboxPage>(`${BASE}?page=1&perPage=50`, { method: 'GET', requestKey: null });
    if (mine === seq) useInbox.setState({ items: res.items, unread: res.unread, total: res.totalItems, status: 'ready' });
  } catch (err) {
    if (mine === seq && !isAbortError(err)) useInbox.setState((s) => ({ status: s.status === 'ready' ? 'ready' : 'error' }));
  }
}

export async function markRead(id: string): Promise<void> {
  const now = new Date().toISOString();
  useInbox.setState((s) => {
    const was = s.items.find((n) => n.id === id);
    if (!was || was.read_at) return s;
    return { items: s.items.map((n) => (n.id === id ? { ...n, read_at: now } : n)), unread: Math.max(0, s.unread - 1) };
  });
  try {
    await pb.send(`${BASE}/${encodeURIComponent(id)}/read`, { method: 'POST', requestKey: null });
  } finally {
    await reloadInbox();
  }
}

export async function markAllRead(): Promise<void> {
  const now = new Date().toISOString();
  useInbox.setState((s) => ({ items: s.items.map((n) => (n.read_at ? n : { ...n, read_at: now })), unread: 0 }));
  try {
    await pb.send(`${BASE}/read-all`, { method: 'POST', requestKey: null });
  } finally {
    await reloadInbox();
  }
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
