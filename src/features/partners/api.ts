// Partners (public collection, ordered by display_order). Featured ones are those with a
// banner (uploaded file or banner_url). The header strip and footer read theirs through
// src/data/catalog.ts.
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../data/keys';
import { pb } from '../../data/pb';
import { persisted } from '../../data/query-persist';
import { toQueryState, type QueryState } from '../../data/query-state';
import { Collections, type Partner } from '../../data/types';

export function listPartners(): Promise<Partner[]> {
  return pb.collection(Collections.Partners).getFullList<Partner>({
    sort: 'display_order,name',
    batch: 200,
    requestKey: null,
  });
}

/** Every partner; persisted, so the page seen online reopens offline. */
export function usePartners(): QueryState<Partner[]> {
  return toQueryState(useQuery<Partner[]>({ queryKey: keys.partners(), queryFn: listPartners, ...persisted }));
}

export function bannerUrl(p: Partner): string {
  if (p.banner) return pb.files.getURL(p, p.banner);
  return p.banner_url || '';
}
