// Today's figures of the Dashboard tab: one admin route, a COUNT over an index range each.
// Persisted per admin: the tab reopened offline shows the last figures, marked with when.
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../../data/keys';
import { pb } from '../../../data/pb';
import { persisted } from '../../../data/query-persist';
import { toQueryState, type QueryState } from '../../../data/query-state';
import { useSession } from '../../../data/session';
import type { AdminTab } from '../../../lib/dashboard-tabs';

export interface Figure {
  key: string;
  tab: AdminTab;
  /** null when the install has no such table yet (another area's collection). */
  value: number | null;
}

export interface Figures {
  since: string;
  figures: Figure[];
  missing: string[];
}

export function fetchFigures(): Promise<Figures> {
  return pb.send('/api/reelhouse/admin/figures', { method: 'GET', requestKey: null });
}

export function useFigures(): QueryState<Figures> {
  const me = useSession((s) => s.user?.id ?? '');
  return toQueryState(useQuery({ queryKey: keys.manage(me, 'admin-figures'), queryFn: fetchFigures, ...persisted }));
}

export const FIGURE_LABELS: Record<string, string> = {
  new_members: 'dashboard.figure.new_members',
  views: 'dashboard.figure.views',
  comments: 'dashboard.figure.comments',
  pending_creator_requests: 'dashboard.figure.pending_creator_requests',
  pending_sepa_payments: 'dashboard.figure.pending_sepa_payments',
  failed_upload_jobs: 'dashboard.figure.failed_upload_jobs',
};
