// The audit log (docs/api-moderation.md): read-only, filtered by actor, action and date.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pb } from '../../../data/pb';

export interface AuditEntry {
  id: string;
  actor: string;
  actor_name: string;
  action: string;
  target_type: string;
  target: string;
  reason: string;
  detail: unknown;
  created: string;
}

export interface AuditFilter {
  actor: string;
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
