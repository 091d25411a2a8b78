import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The path this document last showed (one per document, kept across layouts); null before its first render. */
let shown: string | null = null;

/**
 * Scrolls to the top on every path change (not on query or hash changes), never on the
 * document's first render: the browser placed a freshly loaded page itself (its top, its
 * #hash, or where a reload left it), and a reader who scrolled the server's painted page
 * before the app hydrated it was sent back to the top, under their finger (a card tapped
 * then hit the hero instead; tests/e2e/ssr-parity.spec.ts).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (shown !== null && shown !== pathname) window.scrollTo(0, 0);
    shown = pathname;
  }, [pathname]);
  return null;
}
