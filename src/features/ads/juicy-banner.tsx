// The JuicyAds banner (integrations notes): jads.js once per page, `<ins id="{zone}"
// data-width data-height>`, then the zone pushed to `adsbyjuicy`. JuicyAds addresses the
// slot by its zone as an element id, so there is one per page: below the page content.
// The setting stores no size; 300x250 is the spec's inline maximum (§9) and fits 360 px.
import { useEffect } from 'react';
import { useActiveAdPreferences } from './ad-prefs';
import { JUICY_PROVIDER, loadScriptOnce, serveJuicy } from './ad-runtime';
import { INLINE_AD_HEIGHT, INLINE_AD_WIDTH } from './inline-ads';

export function JuicyBanner() {
  const banner = useActiveAdPreferences()?.juicyads?.banner;
  const zone = banner?.enabled ? banner.zone_id : '';
  useEffect(() => {
    if (!zone) return;
    loadScriptOnce(JUICY_PROVIDER, { 'data-cfasync': 'false' });
    serveJuicy(zone);
  }, [zone]);
  if (!zone) return null;
  return (
    <div className="flex justify-center px-4 pb-8">
      <div
        style={{ width: INLINE_AD_WIDTH, height: INLINE_AD_HEIGHT, maxWidth: '100%' }}
        className="overflow-hidden rounded-lg bg-surface"
        data-testid="ad-slot"
        data-slot="juicy_banner"
        data-zoneid={zone}
      >
        <ins id={zone} data-width={INLINE_AD_WIDTH} data-height={INLINE_AD_HEIGHT} />
      </div>
    </div>
  );
}
