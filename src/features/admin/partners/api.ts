// Partners tab data: the partners collection (admin rules) and the order route, which
// writes every display_order in one transaction.
import { pb } from '../../../data/pb';
import { Collections, type Partner } from '../../../data/types';

export interface PartnerInput {
  name: string;
  url: string;
  description: string;
  display_in_header: boolean;
  display_in_footer: boolean;
}

const col = () => pb.collection(Collections.Partners);

export function listPartners(): Promise<Partner[]> {
  return col().getFullList<Partner>({ sort: 'display_order,created', batch: 200, requestKey: null });
}

export function savePartner(id: string | null, data: PartnerInput & { display_order?: number }): Promise<Partner> {
  return id ? col().update<Partner>(id, data, { requestKey: null }) : col().create<Partner>(data, { requestKey: null });
}

/** Sets (file) or clears (null) the uploaded banner. */
export function setBanner(id: string, file: File | null): Promise<Partner> {
  const form = new FormData();
  if (file) form.append('banner', file);
  else form.append('banner', '');
  return col().update<Partner>(id, form, { requestKey: null });
}

export function deletePartner(id: string): Promise<boolean> {
  return col().delete(id, { requestKey: null });
}

export function reorderPartners(ids: string[]): Promise<{ partner_ids: string[] }> {
  return pb.send('/api/reelhouse/admin/partners/order', { method: 'PUT', body: { partner_ids: ids }, requestKey: null });
}

export function bannerUrl(p: Partner): string {
  if (p.banner) return pb.files.getURL(p, p.banner, { thumb: '' });
  return p.banner_url || '';
}

/** Featured partners are those with a banner (management spec §2). */
export const isFeatured = (p: Partner) => !!(p.banner || p.banner_url);
