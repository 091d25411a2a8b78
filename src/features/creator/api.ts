// Creator applications and their review (docs/api-creators.md). The application is a
// create of `creator_requests` (the server checks the images by their bytes and strips
// their metadata); everything else is a /api/reelhouse route.
import { useQuery } from '@tanstack/react-query';
import { pb } from '../../data/pb';
import { useLoaded } from '../../data/use-loaded';
import { Collections } from '../../data/types';
import { tr } from '../../i18n';

const API = '/api/reelhouse';

export type RequestStatus = 'pending' | 'approved' | 'rejected' | 'revoked';

export interface MyApplication {
  status: RequestStatus | 'none';
  is_creator: boolean;
  id?: string;
  created?: string;
  reviewed_at?: string;
  notes?: string;
}

export function myApplication(): Promise<MyApplication> {
  return pb.send<MyApplication>(`${API}/creator/application`, { method: 'GET', requestKey: null });
}

export async function submitApplication(userId: string, idDocument: File, idSelfie: File): Promise<void> {
  const form = new FormData();
  form.append('user', userId);
  form.append('status', 'pending');
  form.append('id_document', idDocument);
  form.append('id_selfie', idSelfie);
  await pb.collection(Collections.CreatorRequests).create(form, { requestKey: null });
}

export interface CreatorRequestRow {
  id: string;
  user_id: string;
  username: string;
  user_email: string;
  status: RequestStatus;
  /** A stored file name, '' when missing, or 'REVOKED' once deleted on revocation. */
  id_document: string;
  id_selfie: string;
  notes: string;
  created: string;
  reviewed_at: string;
  has_history: boolean;
}

export interface RequestPage {
  items: CreatorRequestRow[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
}

export function listRequests(page: number): Promise<RequestPage> {
  return pb.send<RequestPage>(`${API}/admin/creator-requests?page=${page}&perPage=20`, { method: 'GET', requestKey: null });
}

export type ReviewAction = 'approve' | 'reject' | 'revoke';

export function review(id: string, action: ReviewAction, notes = ''): Promise<{ id: string; status: RequestStatus }> {
  return pb.send(`${API}/admin/creator-requests/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body: { notes },
    requestKey: null,
  });
}

export interface DocumentLinks {
  id_document: string | null;
  id_selfie: string | null;
  expires_in: number;
}

/** Links valid 60 seconds; ask again rather than keeping them. */
export function documentLinks(id: string): Promise<DocumentLinks> {
  return pb.send<DocumentLinks>(`${API}/admin/creator-requests/${encodeURIComponent(id)}/documents`, {
    method: 'POST',
    requestKey: null,
  });
}

export interface HistoryEntry {
  id: string;
  request: string;
  action: 'submitted' | 'approved' | 'rejected' | 'revoked';
  notes: string;
  actor_username: string;
  actor_email: string;
  created: string;
}

export async function requestHistory(id: string): Promise<HistoryEntry[]> {
  const res = await pb.send<{ items: HistoryEntry[] }>(`${API}/admin/creator-requests/${encodeURIComponent(id)}/history`, {
    method: 'GET',
    requestKey: null,
  });
  return res.items;
}

/** The signed-in member's creator application (null `userId`: nobody signed in, not asked). */
export function useMyApplication(userId: string | null) {
  return useQuery({ queryKey: ['creator', 'my-application', userId], queryFn: myApplication, enabled: !!userId, retry: false });
}

/** One page of creator requests (admins); a failed load is said in `scope`'s banners. */
export function useRequestsPage(page: number, scope: string) {
  return useLoaded(['admin', 'creator-requests', page], () => listRequests(page), { scope, error: () => tr('admin', 'requests.load_failed') });
}

/** Links to a request's ID images, valid 60 s: fetched on open and on Reload, never kept. */
export function useDocumentLinks(id: string) {
  return useQuery({ queryKey: ['admin', 'creator-documents', id], queryFn: () => documentLinks(id), gcTime: 0, staleTime: 0, retry: false });
}

/** Every state change of a member's creator requests. */
export function useRequestHistory(id: string) {
  return useQuery({ queryKey: ['admin', 'creator-history', id], queryFn: () => requestHistory(id), gcTime: 0, staleTime: 0, retry: false });
}
