// The creator's side of moderation and the public DMCA intake (docs/api-moderation.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../data/pb';

const API = '/api/reelhouse';

/** A case about one of the creator's own items: never who reported it. */
export interface OwnCase {
  id: string;
  reference: string;
  item_type: 'video' | 'comment';
  /** review: a new upload held until an admin approves it (nobody reported it). */
  source: 'report' | 'dmca' | 'review';
  status: 'open' | 'hidden' | 'removed' | 'dismissed' | 'restored';
  top_reason: string;
  decision_reason: string;
  counter_statement: string;
  title?: string;
  created: string;
  /** The one appeal of the case (the counter-statement is the uploader's): pending, upheld, reversed. */
  appeal_status?: '' | 'pending' | 'upheld' | 'reversed';
  appeal_by?: '' | 'uploader' | 'depicted';
  /** The statement of reasons of the last decision: the rule of the terms it falls under. */
  statement?: { rule?: { id?: string; url?: string } } | null;
}

export function useOwnCases() {
  return useQuery({
    queryKey: ['moderation', 'own-cases'],
    queryFn: () => pb.send<{ items: OwnCase[] }>(`${API}/creator/cases`, { method: 'GET', requestKey: null }),
  });
}

export function useCounterStatement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; statement: string }) =>
      pb.send(`${API}/creator/cases/${v.id}/counter`, { method: 'POST', body: { statement: v.statement }, requestKey: null }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['moderation', 'own-cases'] }),
  });
}

export interface DmcaNotice {
  work: string;
  urls: string[];
  name: string;
  email: string;
  address: string;
  phone: string;
  good_faith: boolean;
  accuracy: boolean;
  signature: string;
}

export function useDmcaNotice() {
  return useMutation({
    mutationFn: (n: DmcaNotice) => pb.send<{ reference: string }>(`${API}/dmca`, { method: 'POST', body: n, requestKey: null }),
  });
}

/** The infringing URLs as typed: one a line, blanks dropped. */
export function splitUrls(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}
