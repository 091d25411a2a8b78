// The Members tab's data (docs/api-moderation.md): a search by the start of a username or
// e-mail address (paged on the server, read in an index's order), and one member's reports,
// cases and moderators' notices. Warn, suspend and unsuspend are the Reports tab's
// useMemberAction.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pb } from '../../../data/pb';
import type { Case } from '../reports/api';
import type { AuditEntry } from '../audit/api';

export interface Member {
  id: string;
  username: string;
  email: string;
  verified: boolean;
  suspended: boolean;
  roles: string[];
  created: string;
}

export interface MemberReport {
  id: string;
  case: string;
  reason: string;
  details: string;
  open: boolean;
  created: string;
  item_type: string;
  item: string;
  status: string;
  title: string;
}

export interface MemberDetail extends Member {
  reports: MemberReport[];
  cases: Case[];
  notices: AuditEntry[];
}

export const MEMBERS_PER_PAGE = 30;

export function membersQuery(q: string, page: number): string {
  const p = new URLSearchParams({ page: String(page), perPage: String(MEMBERS_PER_PAGE) });
  if (q.trim()) p.set('q', q.trim());
  return p.toString();
}

export function useMembers(q: string, page: number) {
  return useQuery({
    queryKey: ['members', 'list', q, page],
    queryFn: () => pb.send<{ items: Member[] }>(`/api/reelhouse/admin/members?${membersQuery(q, page)}`, { method: 'GET', requestKey: null }),
    placeholderData: keepPreviousData,
  });
}

export function useMember(id: string) {
  return useQuery({
    queryKey: ['members', 'one', id],
    queryFn: () => pb.send<MemberDetail>(`/api/reelhouse/admin/members/${encodeURIComponent(id)}`, { method: 'GET', requestKey: null }),
  });
}
