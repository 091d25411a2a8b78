// The public `site` setting (site name, support e-mail, records custodian), fetched once
// per page load and shared by the footer and the legal pages.
import { useEffect, useState } from 'react';
import { pb } from '../data/pb';

export interface SiteSettings {
  site_name: string;
  support_email: string;
  custodian: { name: string; title: string; address: string };
}

export const DEFAULT_SITE: SiteSettings = {
  site_name: 'Reelhouse',
  support_email: '',
  custodian: { name: '', title: '', address: '' },
};

let cache: Promise<SiteSettings> | null = null;

export function loadSiteSettings(): Promise<SiteSettings> {
  cache ??= pb
    .send<{ value: Partial<SiteSettings> }>('/api/reelhouse/settings/site', { method: 'GET', requestKey: null })
    .then((res) => ({
      ...DEFAULT_SITE,
      ...res.value,
      site_name: res.value?.site_name || DEFAULT_SITE.site_name,
      custodian: { ...DEFAULT_SITE.custodian, ...(res.value?.custodian ?? {}) },
    }))
    .catch(() => {
      cache = null;
      return DEFAULT_SITE;
    });
  return cache;
}

export function useSiteSettings(): SiteSettings {
  const [site, setSite] = useState<SiteSettings>(DEFAULT_SITE);
  useEffect(() => {
    let live = true;
    void loadSiteSettings().then((s) => live && setSite(s));
    return () => {
      live = false;
    };
  }, []);
  return site;
}
