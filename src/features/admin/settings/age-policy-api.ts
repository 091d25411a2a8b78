// The age-assurance policy per region (issue 37, internal/agegate): the shipped table with
// the admin's overrides. The server validates and audits each change.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../data/pb';

export type AgeAction = 'click-through' | 'verify' | 'block';

export interface AgeRule {
  region: string;
  action: AgeAction;
  renewal_days: number;
  law?: string;
  overridden?: boolean;
}

const KEY = ['admin', 'age-policy'] as const;

export function useAgePolicy() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await pb.send<{ rules: AgeRule[] }>('/api/agegate/admin/policy', { requestKey: null })).rules,
    staleTime: 0,
    retry: false,
  });
}

export function useAgePolicyRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: KEY });
}

export const setAgeRule = (region: string, action: AgeAction, renewalDays: number) =>
  pb.send<AgeRule>(`/api/agegate/admin/policy/${encodeURIComponent(region)}`, {
    method: 'PUT',
    body: { action, renewal_days: renewalDays },
    requestKey: null,
  });

export const resetAgeRule = (region: string) =>
  pb.send(`/api/agegate/admin/policy/${encodeURIComponent(region)}`, { method: 'DELETE', requestKey: null });
