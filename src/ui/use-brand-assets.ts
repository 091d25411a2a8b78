// The site's logo and favicon from the global asset assignments (spec §3: logo, favicon),
// falling back to the built-in mark and /favicon.svg only when none is assigned.
import { useEffect } from 'react';
import { useAssetAssignments } from '../data/catalog';

const BUILT_IN_FAVICON = '/favicon.svg';
let failureLogged = false;

export function useBrandAssets(): { logo: string | null; favicon: string | null } {
  const query = useAssetAssignments();
  const assets = query.data;
  // Spec §8: a failed load is logged only ('Failed to load asset'), once; the built-in marks show.
  const failed = query.status === 'error';
  useEffect(() => {
    if (failed && !failureLogged) {
      failureLogged = true;
      console.error('Failed to load asset');
    }
  }, [failed]);
  const global = (type: 'logo' | 'favicon') => assets?.find((a) => a.type === type && !a.category)?.url ?? null;
  return { logo: global('logo'), favicon: global('favicon') };
}

/** Points <link rel="icon"> at the assigned favicon (the built-in one when unassigned). */
export function useFavicon(url: string | null): void {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = url ?? BUILT_IN_FAVICON;
    if (url) link.removeAttribute('type');
    else link.type = 'image/svg+xml';
  }, [url]);
}
