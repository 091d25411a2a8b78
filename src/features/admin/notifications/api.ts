// Notifications tab data (docs/api-account.md): send, the recipient search and the log of sends.
import { useQuery } from '@tanstack/react-query';
import { pb } from '../../../data/pb';
import { useLoaded } from '../../../data/use-loaded';

const API = '/api/reelhouse';

export type Target = 'all' | 'creators' | 'admins' | 'users';
export const TARGET_LABEL: Record<Target, string> = {
  all: 'notifications.target.all',
  creators: 'notifications.target.creators',
  admins: 'notifications.target.admins',
  users: 'notifications.target.users',
};

export interface Recipient {
  id: string;
  email: string;
  username: string;
}

export interface SentItem {
  id: string;
  subject: string;
  content: string;
  target: Target;
  recipients: number;
  sender_email: string;
  created: string;
}

export interface SendInput {
  id: string;
  subject: string;
  content: string;
  target: Target;
  recipient_ids?: string[];
}

export function sendNotification(input: SendInput) {
  return pb.send<{ id: string; sent: number; realtime: boolean }>(`${API}/notifications/send`, { method: 'POST', body: input, requestKey: null });
}

/** At most 5 users whose e-mail contains `email`, without the ones already chosen. */
export async function searchUsers(email: string, exclude: string[], signal?: AbortSignal): Promise<Recipient[]> {
  const q = new URLSearchParams({ email });
  if (exclude.length) q.set('exclude', exclude.join(','));
  return (await pb.send<{ items: Recipient[] }>(`${API}/users/search?${q}`, { method: 'GET', requestKey: null, signal })).items;
}

export function listSent(page: number) {
  return pb.send<{ page: number; totalPages: number; totalItems: number; items: SentItem[] }>(`${API}/notifications/sent?page=${page}`, {
    method: 'GET',
    requestKey: null,
  });
}

/** One page of the sent list; `reloadKey` changes after a send, so the list asks again. */
export function useSentPage(page: number, reloadKey: number) {
  return useLoaded(['admin', 'notifications-sent', page, reloadKey], () => listSent(page));
}

/** Members matching `email` (empty: no search), the chosen ones left out by the server. */
export function useRecipientSearch(email: string, exclude: string[]) {
  return useQuery({
    queryKey: ['admin', 'recipient-search', email, exclude.join(',')],
    queryFn: ({ signal }) => searchUsers(email, exclude, signal),
    enabled: email !== '',
  });
}
