// The audit log (docs/api-moderation.md): read-only, newest first, filtered by the actor's
// name, an action from the list the server offers, and dates. Each entry names its target.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pb } from '../../../data/pb';

export interface AuditEntry {
  id: string;
  actor: string;
  actor_name: string;
  action: string;
  target_type: string;
  target: string;
  /** The video's title, the member's name or the comment's text, while it exists. */
  target_name: string;
  target_slug: string;
  reason: string;
  detail: unknown;
  created: string;
}

export interface AuditFilter {
  actor_name: string;
  action: string;
  from: string;
  to: string;
}

export function auditQuery(f: AuditFilter, page: number): string {
  const q = new URLSearchParams({ page: String(page) });
  for (const [k, v] of Object.entries(f)) if (v.trim()) q.set(k, v.trim());
  return q.toString();
}

export function useAudit(f: AuditFilter, page: number) {
  return useQuery({
    queryKey: ['audit', f, page],
    queryFn: () => pb.send<{ items: AuditEntry[] }>(`/api/reelhouse/admin/audit?${auditQuery(f, page)}`, { method: 'GET', requestKey: null }),
    placeholderData: keepPreviousData,
  });
}

/** The actions the log holds, for the filter's list. */
export function useAuditActions() {
  return useQuery({
    queryKey: ['audit', 'actions'],
    queryFn: () => pb.send<{ items: string[] }>('/api/reelhouse/admin/audit/actions', { method: 'GET', requestKey: null }),
    staleTime: 60_000,
  });
}
