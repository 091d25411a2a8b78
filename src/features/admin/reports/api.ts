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
  /** How long the case has waited since its first report (the queue's order puts the severe ones first). */
  age_seconds?: number;
  title?: string;
  slug?: string;
  creator: string;
  creator_name?: string;
  creator_suspended?: boolean;
  notice?: Record<string, unknown> | null;
  /** A comment case: the comment's text (absent once it is deleted), its author and video. */
  comment_text?: string;
  comment_author?: string;
  comment_video_title?: string;
  comment_video_slug?: string;
  /** When the case must be decided (docs/api-moderation.md: 48 h severe, 7 business days else). */
  due_at?: string;
  /** Waiting cases: seconds until due (negative: overdue by that much). */
  time_left_seconds?: number;
  overdue?: boolean;
  decided_by?: string;
  /** The appeal (one per case): pending, upheld or reversed; who filed it; the decision it is against. */
  appeal_status?: '' | 'pending' | 'upheld' | 'reversed';
  appeal_by?: '' | 'uploader' | 'depicted';
  appeal_statement?: string;
  appeal_of?: string;
  appeal_reason?: string;
}

export interface CaseDetail extends Case {
  reports: { id: string; reason: string; details: string; reporter: string; reporter_name: string; open: boolean; created: string }[];
  history: { id: string; actor: string; actor_name: string; action: string; reason: string; created: string }[];
}

export type Decision = 'dismiss' | 'hide' | 'remove' | 'restore' | 'approve';
export type MemberAction = 'warn' | 'suspend' | 'unsuspend';

const get = <T,>(path: string) => pb.send<T>(`${API}${path}`, { method: 'GET', requestKey: null });
const post = <T,>(path: string, body: unknown) => pb.send<T>(`${API}${path}`, { method: 'POST', body, requestKey: null });

/** The queues: waiting cases (most urgent first), decided ones, and appeals to decide. */
export type Queue = 'open' | 'decided' | 'appeals';

export function useCases(queue: Queue, page: number) {
  return useQuery({
    queryKey: ['moderation', 'cases', queue, page],
    queryFn: () => get<{ items: Case[] }>(`/admin/cases?page=${page}${queue === 'open' ? '' : `&status=${queue}`}`),
    placeholderData: keepPreviousData,
  });
}

export function useCaseDetail(id: string) {
  return useQuery({ queryKey: ['moderation', 'case', id], queryFn: () => get<CaseDetail>(`/admin/cases/${id}`) });
}

export function useModerationSummary() {
  return useQuery({
    queryKey: ['moderation', 'summary'],
    queryFn: () => get<{ open: number; oldest: string; oldest_age_seconds: number; overdue: number }>('/admin/moderation/summary'),
  });
}

export function useDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; action: Decision; reason: string }) => post<Case>(`/admin/cases/${v.id}/${v.action}`, { reason: v.reason }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['moderation'] }),
  });
}

export type AppealOutcome = 'uphold' | 'reverse';

/** Decides a pending appeal (another admin than the case's; the server refuses the same one). */
export function useDecideAppeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; outcome: AppealOutcome; reason: string }) => post<Case>(`/admin/cases/${v.id}/appeal/${v.outcome}`, { reason: v.reason }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['moderation'] }),
  });
}

/** The monthly report as a file the browser saves (the route wants the admin's token). */
export async function downloadMonthlyReport(month: string, format: 'csv' | 'json'): Promise<void> {
  const res = await fetch(`${pb.baseURL.replace(/\/$/, '')}${API}/admin/reports/monthly?month=${encodeURIComponent(month)}&format=${format}`, {
    headers: { Authorization: pb.authStore.token },
  });
  if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { message?: string }).message ?? String(res.status));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `reelhouse-moderation-${month}.${format}`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useMemberAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { user: string; action: MemberAction; reason: string }) => post(`/admin/users/${v.user}/${v.action}`, { reason: v.reason }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['moderation'] }), qc.invalidateQueries({ queryKey: ['members'] })]),
  });
}

/** "3 h", "2 d": the age of a case for the queue and the dashboard (Intl's short units
 * outside English, whose abbreviations the spec fixes). */
export function ageOf(seconds: number, locale = 'en'): string {
  const [n, unit, en] =
    seconds < 3600 ? [Math.max(1, Math.round(seconds / 60)), 'minute', 'min'] : seconds < 86400 ? [Math.round(seconds / 3600), 'hour', 'h'] : [Math.round(seconds / 86400), 'day', 'd'];
  return locale === 'en' ? `${n} ${en}` : new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(n);
}

/** A video's consent record (issue 23 §4) with a link to its release valid for minutes. */
export interface ConsentRow {
  id: string;
  stage_name: string;
  created: string;
  url: string;
}

async function listConsents(video: string): Promise<ConsentRow[]> {
  const [rows, token] = await Promise.all([
    pb.collection('video_consents').getFullList({ filter: pb.filter('video = {:v}', { v: video }), sort: 'created', requestKey: null }),
    pb.files.getToken({ requestKey: null }),
  ]);
  return rows.map((r) => ({ id: r.id, stage_name: r.stage_name as string, created: r.created as string, url: pb.files.getURL(r, r.release as string, { token }) }));
}

/** Never cached: the links carry a short-lived file token. */
export function useConsents(video: string) {
  return useQuery({ queryKey: ['admin-consents', video], queryFn: () => listConsents(video), gcTime: 0, staleTime: 0 });
}
