// Partners (public collection, ordered by display_order). Featured ones are those with a
// banner (uploaded file or banner_url). The header strip and footer read theirs through
// src/data/catalog.ts.
import { pb } from '../../data/pb';
import { Collections, type Partner } from '../../data/types';

export function listPartners(): Promise<Partner[]> {
  return pb.collection(Collections.Partners).getFullList<Partner>({
    sort: 'display_order,name',
    batch: 200,
    requestKey: null,
  });
}

export function bannerUrl(p: Partner): string {
  if (p.banner) return pb.files.getURL(p, p.banner);
  return p.banner_url || '';
}
