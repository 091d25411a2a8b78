// The banned search terms (issue 38 §4; internal/bannedterms): admins read and edit the
// list through the record API (collection banned_terms, admin-only rules). The server
// stores each term normalised and refuses an empty or duplicate one.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../data/pb';

export interface BannedTerm {
  id: string;
  term: string;
}

const KEY = ['admin', 'banned-terms'] as const;

export function useBannedTerms() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => pb.collection('banned_terms').getFullList<BannedTerm>({ sort: 'term', fields: 'id,term', batch: 500, requestKey: null }),
    staleTime: 0,
    retry: false,
  });
}

export function useBannedTermsRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: KEY });
}

export const addBannedTerm = (term: string) => pb.collection('banned_terms').create<BannedTerm>({ term }, { requestKey: null });

export const removeBannedTerm = (id: string) => pb.collection('banned_terms').delete(id, { requestKey: null });
