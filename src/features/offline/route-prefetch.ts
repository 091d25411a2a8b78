// Route chunks are fetched when a link to them is hovered or focused (issue 15 §2), so the
// click finds the code ready. The worker's precache fetches the same chunks after the
// first visit; these imports share the HTTP cache with it (hashed, immutable files).
import { stripPrefix } from '../../i18n/languages';

const LOADERS: Array<[RegExp, () => Promise<unknown>]> = [
  [/^\/$/, () => import('../catalog/home-page')],
  [/^\/videos\/?$/, () => import('../search/videos-page')],
  [/^\/categories\/?$/, () => import('../catalog/categories-page')],
  [/^\/categories\/[^/]+\/?$/, () => import('../catalog/category-page')],
  [/^\/video\/[^/]+\/?$/, () => import('../watch/watch-page')],
];

const done = new Set<number>();

export function prefetchRouteFor(pathname: string): void {
  const i = LOADERS.findIndex(([re]) => re.test(pathname));
  if (i < 0 || done.has(i)) return;
  done.add(i);
  void LOADERS[i]![1]().catch(() => done.delete(i));
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
