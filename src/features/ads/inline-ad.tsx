// Inline ads between the cards of a video grid (inline-ads.ts has the rules). The pages
// hand `useInlineAds()` to VideoGrid's `between` (shared UI never imports features).
// Nothing renders, and nothing is requested, while ads are disabled (the default), for
// premium members, or when the zone is not configured (useAdZone).
import { useCallback, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useViewportWidth } from './use-viewport-width';
import { routePatterns } from '../../lib/paths';
import { adsAllowedOn, sideAdCount, MIN_CONTENT_WIDTH, SEARCH_MIN_CONTENT_WIDTH } from './ad-layout';
import { AdSlot } from './ad-slot';
import { useAdZone } from './ad-prefs';
import { gridLayout, inlineAdPositions, INLINE_AD_HEIGHT, INLINE_AD_WIDTH, MOBILE_ADS_MAX, type GridLayout } from './inline-ads';

const INLINE_SLOT = 'sticky_banner';

/** The grid layout inline ads follow, or null when no inline ad may show. */
function useInlineAdLayout(): { layout: GridLayout; device: 'desktop' | 'mobile' } | null {
  const { pathname } = useLocation();
  const width = useViewportWidth();
  const device = width < MOBILE_ADS_MAX ? 'mobile' : 'desktop';
  const zone = useAdZone(device, INLINE_SLOT);
  const sky = useAdZone('desktop', 'skyscraper');
  const allowed = adsAllowedOn(pathname);
  if (!zone || !allowed) return null;
  const min = pathname === routePatterns.videos ? SEARCH_MIN_CONTENT_WIDTH : MIN_CONTENT_WIDTH;
  const sideColumns = !!sky && sideAdCount(width, min) > 0;
  return { layout: gridLayout(width, sideColumns), device };
}

/** VideoGrid's `between`: an inline ad after the cards the rules pick, else nothing. */
export function useInlineAds(): ((index: number, count: number) => ReactNode) | undefined {
  const at = useInlineAdLayout();
  const layout = at?.layout;
  const device = at?.device ?? 'desktop';
  const between = useCallback(
    (index: number, count: number) => (layout && inlineAdPositions(count, layout).includes(index) ? <InlineAd device={device} /> : null),
    [layout, device],
  );
  return layout ? between : undefined;
}

export function InlineAd({ device }: { device: 'desktop' | 'mobile' }) {
  return (
    <div className="col-span-full flex justify-center" data-testid="inline-ad">
      <AdSlot device={device} slot={INLINE_SLOT} width={INLINE_AD_WIDTH} height={INLINE_AD_HEIGHT} />
    </div>
  );
}
