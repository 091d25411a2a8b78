// The moderation queue's data (docs/api-moderation.md): cases, their reports and history,
// the decisions and member actions, and the dashboard's summary.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../data/pb';

const API = '/api/reelhouse';

export interface Case {
  id: string;
  reference: string;
  item_type: 'video' | 'comment';
  item: string;
  source: 'report' | 'dmca' | 'review';
  status: 'open' | 'hidden' | 'removed' | 'dismissed' | 'restored';
  severity: number;
  top_reason: string;
  report_count: number;
  decision_reason: string;
  counter_statement: string;
  created: string;
  title?: string;
  slug?: string;
  creator: string;
  creator_name?: string;
  creator_suspended?: boolean;
  notice?: Record<string, unknown> | null;
}

export interface CaseDetail extends Case {
  reports: { id: string; reason: string; details: string; reporter_name: string; open: boolean; created: string }[];
  history: { id: string; actor_name: string; action: string; reason: string; created: string }[];
}

export type Decision = 'dismiss' | 'hide' | 'remove' | 'restore' | 'approve';
export type MemberAction = 'warn' | 'suspend' | 'unsuspend';

const get = <T,>(path: string) => pb.send<T>(`${API}${path}`, { method: 'GET', requestKey: null });
const post = <T,>(path: string, body: unknown) => pb.send<T>(`${API}${path}`, { method: 'POST', body, requestKey: null });

export function useCases(decided: boolean, page: number) {
  return useQuery({
    queryKey: ['moderation', 'cases', decided, page],
    queryFn: () => get<{ items: Case[] }>(`/admin/cases?page=${page}${decided ? '&status=decided' : ''}`),
    placeholderData: keepPreviousData,
  });
}

export function useCaseDetail(id: string) {
  return useQuery({ queryKey: ['moderation', 'case', id], queryFn: () => get<CaseDetail>(`/admin/cases/${id}`) });
}

export function useModerationSummary() {
  return useQuery({
    queryKey: ['moderation', 'summary'],
    queryFn: () => get<{ open: number; oldest: string; oldest_age_seconds: number }>('/admin/moderation/summary'),
  });
}

export function useDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; action: Decision; reason: string }) => post<Case>(`/admin/cases/${v.id}/${v.action}`, { reason: v.reason }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['moderation'] }),
  });
}

export function useMemberAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { user: string; action: MemberAction; reason: string }) => post(`/admin/users/${v.user}/${v.action}`, { reason: v.reason }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['moderation'] }),
  });
}

export const REASON_LABEL: Record<string, string> = {
  under_18: 'May be under 18',
  non_consensual: 'Non-consensual',
  depicted_no_consent: 'Depicted without consent',
  copyright: 'Copyright',
  spam: 'Spam or misleading',
  other: 'Other',
};

/** "3 h", "2 d": the age of a case for the queue and the dashboard. */
export function ageOf(seconds: number): string {
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 86400) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} d`;
}
