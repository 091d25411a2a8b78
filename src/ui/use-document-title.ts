import { useEffect } from 'react';

export const SITE_NAME = 'Reelhouse';

/** Sets the tab title to "{title} - Reelhouse" (just "Reelhouse" without a title). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} - ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
