// Side ad columns around the page content (wrapped around <Outlet/> by the site layout):
// 160x600 skyscrapers left and right when the width rules allow, the JuicyAds banner below
// the page and the page-level formats; nothing for premium members, on excluded pages, or
// while ads are disabled.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AD_GAP, adsAllowedOn, sideAdCount, MIN_CONTENT_WIDTH, SEARCH_MIN_CONTENT_WIDTH } from './ad-layout';
import { AdSlot, useAdZone } from './ad-slot';
import { JuicyBanner } from './juicy-banner';
import { PageAds } from './page-ads';
import { useViewportWidth } from './use-viewport-width';

function Column({ count }: { count: number }) {
  return (
    <aside aria-label="Advertisements" className="sticky top-20 flex shrink-0 flex-col" style={{ gap: AD_GAP }}>
      {Array.from({ length: count }, (_, i) => (
        <AdSlot key={i} device="desktop" slot="skyscraper" width={160} height={600} />
      ))}
    </aside>
  );
}

export function AdColumns({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const width = useViewportWidth();
  const zone = useAdZone('desktop', 'skyscraper');
  const min = pathname === '/videos' ? SEARCH_MIN_CONTENT_WIDTH : MIN_CONTENT_WIDTH;
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
