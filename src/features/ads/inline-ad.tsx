// Inline ads between the cards of a video grid (inline-ads.ts has the rules). Nothing
// renders, and nothing is requested, while ads are disabled (the default), for premium
// members, or when the zone is not configured (useAdZone).
import { useLocation } from 'react-router-dom';
import { useViewportWidth } from './ad-columns';
import { adsAllowedOn, sideAdCount, MIN_CONTENT_WIDTH, SEARCH_MIN_CONTENT_WIDTH } from './ad-layout';
import { AdSlot, useAdZone } from './ad-slot';
import { gridLayout, inlineAdPositions, INLINE_AD_HEIGHT, INLINE_AD_WIDTH, MOBILE_ADS_MAX } from './inline-ads';

const INLINE_SLOT = 'sticky_banner';

/** The card indexes after which an inline ad goes (empty when no ad may show). */
export function useInlineAdPositions(cardCount: number): { positions: Set<number>; device: 'desktop' | 'mobile' } {
  const { pathname } = useLocation();
  const width = useViewportWidth();
  const device = width < MOBILE_ADS_MAX ? 'mobile' : 'desktop';
  const zone = useAdZone(device, INLINE_SLOT);
  const sky = useAdZone('desktop', 'skyscraper');
  const allowed = adsAllowedOn(pathname);
  const min = pathname === '/videos' ? SEARCH_MIN_CONTENT_WIDTH : MIN_CONTENT_WIDTH;
  const sideColumns = !!sky && allowed && sideAdCount(width, min) > 0;
  const positions = zone && allowed ? inlineAdPositions(cardCount, gridLayout(width, sideColumns)) : [];
  return { positions: new Set(positions), device };
}

export function InlineAd({ device }: { device: 'desktop' | 'mobile' }) {
  return (
    <div className="col-span-full flex justify-center" data-testid="inline-ad">
      <AdSlot device={device} slot={INLINE_SLOT} width={INLINE_AD_WIDTH} height={INLINE_AD_HEIGHT} />
    </div>
  );
}
