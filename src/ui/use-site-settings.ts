// The public `site` setting (site name, support e-mail, records custodian) with its
// defaults filled in, for the footer and the legal pages. Read cache-first through
// useSetting, the same record the home hero reads.
import { useSetting } from '../data/catalog';

export interface SiteSettings {
  site_name: string;
  support_email: string;
  custodian: { name: string; title: string; address: string };
  /** The creator terms text ('' when unset: /creator/terms shows its default). */
  creator_terms: string;
}

const DEFAULT_SITE: SiteSettings = {
  site_name: 'Reelhouse',
  support_email: '',
  custodian: { name: '', title: '', address: '' },
  creator_terms: '',
};

export function useSiteSettings(): SiteSettings {
  const value = useSetting('site').data;
  return {
    site_name: value?.site_name || DEFAULT_SITE.site_name,
    support_email: value?.support_email ?? DEFAULT_SITE.support_email,
    custodian: { ...DEFAULT_SITE.custodian, ...(value?.custodian ?? {}) },
    creator_terms: value?.creator_terms ?? DEFAULT_SITE.creator_terms,
  };
}
