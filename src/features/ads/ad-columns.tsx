// Side ad columns around the page content (wrapped around <Outlet/> by the site layout):
// 160x600 skyscrapers left and right when the width rules allow, the JuicyAds banner below
// the page and the page-level formats; nothing for premium members, on excluded pages, or
// while ads are disabled. The ad code itself loads only when ads are on (ad-parts.tsx):
// with ads off (the default) the first load carries none of it.
import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from '../../ui/lazy-retry';
import { useLocation } from 'react-router-dom';
import { AD_GAP, adsAllowedOn, sideAdCount, MIN_CONTENT_WIDTH, SEARCH_MIN_CONTENT_WIDTH } from './ad-layout';
import { useActiveAdPreferences, useAdZone } from './ad-prefs';
import { useViewportWidth } from './use-viewport-width';
import { routePatterns } from '../../lib/paths';
import { useT } from '../../i18n';

const parts = () => import('./ad-parts');
const AdSlot = lazyWithRetry(() => parts().then((m) => ({ default: m.AdSlot })), 'silent');
const LazyJuicyBanner = lazyWithRetry(() => parts().then((m) => ({ default: m.JuicyBanner })), 'silent');
const LazyPageAds = lazyWithRetry(() => parts().then((m) => ({ default: m.PageAds })), 'silent');

/** Rendered only while ads are on; each in its own Suspense so the page never waits for them. */
function PageAds() {
  return useActiveAdPreferences() ? (
    <Suspense fallback={null}>
      <LazyPageAds />
    </Suspense>
  ) : null;
}
function JuicyBanner() {
  return useActiveAdPreferences() ? (
    <Suspense fallback={null}>
      <LazyJuicyBanner />
    </Suspense>
  ) : null;
}

function Column({ count }: { count: number }) {
  const t = useT('common');
  return (
    <aside aria-label={t('ads.label')} className="sticky top-20 flex shrink-0 flex-col" style={{ gap: AD_GAP, width: 160 }}>
      <Suspense fallback={null}>
        {Array.from({ length: count }, (_, i) => (
          <AdSlot key={i} device="desktop" slot="skyscraper" width={160} height={600} />
        ))}
      </Suspense>
    </aside>
  );
}

export function AdColumns({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const width = useViewportWidth();
  const zone = useAdZone('desktop', 'skyscraper');
  const min = pathname === routePatterns.videos ? SEARCH_MIN_CONTENT_WIDTH : MIN_CONTENT_WIDTH;
  const count = zone && adsAllowedOn(pathname) ? sideAdCount(width, min) : 0;
  if (!count) {
    return (
      <>
        <PageAds />
        {children}
        <JuicyBanner />
      </>
    );
  }
  return (
    <div className="flex w-full items-start justify-center" style={{ gap: AD_GAP }}>
      <PageAds />
      <Column count={count / 2} />
      <div className="min-w-0 flex-1">
        {children}
        <JuicyBanner />
      </div>
      <Column count={count / 2} />
    </div>
  );
}
