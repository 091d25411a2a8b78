// The banned search terms (issue 38 §4; internal/bannedterms): admins read and edit the
// list through the record API (collection banned_terms, admin-only rules). The server
// stores each term normalised and refuses an empty or duplicate one.
import { useMutation, useQuery } from '@tanstack/react-query';
import { pb } from '../../../data/pb';
import { toUserError } from '../../../data/errors';
import { tr } from '../../../i18n';

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

/** The unique index refused the term: it is already listed (the server compares normalised terms). */
const isDuplicate = (err: unknown) =>
  (err as { response?: { data?: { term?: { code?: string } } } }).response?.data?.term?.code === 'validation_not_unique';

const failed = (err: unknown) => (isDuplicate(err) ? tr('admin', 'settings.banned.duplicate') : toUserError(err, tr('admin', 'settings.update_failed')));

/** Adding and removing terms; their texts are said in `scope`'s banners, the list asked again. */
export function useBannedTermWrites(scope: string) {
  const add = useMutation({
    mutationFn: (term: string) => pb.collection('banned_terms').create<BannedTerm>({ term }, { requestKey: null }),
    meta: { scope, error: failed, success: (_t: string, rec: BannedTerm) => tr('admin', 'settings.banned.added', { term: rec.term }), invalidates: [KEY] },
  });
  const remove = useMutation({
    mutationFn: (x: BannedTerm) => pb.collection('banned_terms').delete(x.id, { requestKey: null }),
    meta: { scope, error: failed, success: (x: BannedTerm) => tr('admin', 'settings.banned.removed', { term: x.term }), invalidates: [KEY] },
  });
  return { add, remove, busy: add.isPending || remove.isPending };
}
