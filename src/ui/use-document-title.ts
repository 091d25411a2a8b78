import { useEffect } from 'react';
import { documentTitle } from '../lib/document-title';
import { useSiteSettings } from './use-site-settings';

/** Sets the tab title to "{title} | {site name}" (just the site name without a title). */
export function useDocumentTitle(title: string | null | undefined): void {
  const site = useSiteSettings().site_name;
  useEffect(() => {
    document.title = documentTitle(title, site);
  }, [title, site]);
}
