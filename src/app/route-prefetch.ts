// Route chunks are fetched when a link to them is hovered, focused or touched (issue 15 §2),
// so the click finds the code ready. Which code a path needs comes from the route table
// itself (routes.tsx `preloadPage`), not from a second list of paths. The worker's precache
// fetches the same hashed, immutable chunks after the first visit; these imports share the
// HTTP cache with it.
import { stripPrefix } from '../i18n/languages';
import { preloadPage } from './routes';

const started = new Set<string>();

export function prefetchRouteFor(pathname: string): void {
  if (started.has(pathname)) return;
  started.add(pathname);
  // A failed fetch (offline, a dead Wi-Fi) may be tried again on the next intent.
  preloadPage(pathname).catch(() => started.delete(pathname));
}

function onIntent(e: Event) {
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a || a.origin !== location.origin) return;
  // Links carry the language prefix (/de/video/x: react-router's basename); routes do not.
  prefetchRouteFor(stripPrefix(a.pathname));
}

export function startRoutePrefetch(): void {
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
}
