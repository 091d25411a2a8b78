// One ad slot (integrations notes): renders only when ads are enabled in ad_preferences, the
// zone is enabled and configured, the page allows ads and the viewer is known not to be
// premium (nothing is decided, or loaded, while the session is still loading). The
// provider script is loaded once per page from our bundle; with ads off nothing is
// requested. Without the provider (tests, blockers) a slot is an inert placeholder that
// carries its zone id.
import { useEffect } from 'react';
import { useAdZone } from './ad-prefs';
import { EXO_PROVIDER, loadScriptOnce, serveExo } from './ad-runtime';

export { useActiveAdPreferences, useAdZone } from './ad-prefs';

const DEFAULT_ZONE_CLASS = 'eas6a97888e';

export function AdSlot({ device, slot, width, height }: { device: 'desktop' | 'mobile'; slot: string; width: number; height: number }) {
  const zone = useAdZone(device, slot);
  const zoneId = zone?.zone_id;
  useEffect(() => {
    if (!zoneId) return;
    loadScriptOnce(EXO_PROVIDER);
    serveExo();
  }, [zoneId]);
  if (!zone) return null;
  return (
    <div
      style={{ width, height, maxWidth: '100%' }}
      className="overflow-hidden rounded-lg bg-surface"
      data-testid="ad-slot"
      data-slot={slot}
      data-zoneid={zone.zone_id}
    >
      <ins className={zone.zone_class || DEFAULT_ZONE_CLASS} data-zoneid={zone.zone_id} />
    </div>
  );
}
