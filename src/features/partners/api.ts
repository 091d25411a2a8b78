// Partners (public collection, ordered by display_order). Featured ones are those with a
// banner (uploaded file or banner_url); the footer shows the display_in_footer ones.
import { pb } from '../../data/pb';
import { Collections, type Partner } from '../../data/types';

export function listPartners(filter = ''): Promise<Partner[]> {
  return pb.collection(Collections.Partners).getFullList<Partner>({
    sort: 'display_order,name',
    filter,
    batch: 200,
    requestKey: null,
  });
}

export const listFooterPartners = () => listPartners('display_in_footer = true');

export function bannerUrl(p: Partner): string {
  if (p.banner) return pb.files.getURL(p, p.banner);
  return p.banner_url || '';
}

/** Only http(s) links are rendered (a partner URL is admin input). */
export function safeUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
