// One ad slot (integrations notes): renders only when ads are enabled in ad_preferences, the
// zone is enabled and configured, the page allows ads and the viewer is known not to be
// premium (nothing is decided, or loaded, while the session is still loading). The
// provider script is loaded once per page from our bundle; with ads off nothing is
// requested. Without the provider (tests, blockers) a slot is an inert placeholder that
// carries its zone id.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSetting, type AdPreferences, type AdZone } from '../../data/catalog';
import { useSession } from '../../data/session';
import { adsAllowedOn } from './ad-layout';
import { EXO_PROVIDER, loadScriptOnce, mountOnce, serveExo } from './ad-runtime';

const DEFAULT_ZONE_CLASS = 'eas6a97888e';

/** The ad preferences when ads may show on this page to this viewer, else null. */
export function useActiveAdPreferences(): AdPreferences | null {
  const setting = useSetting('ad_preferences');
  const prefs = setting.data;
  // Spec §8: a failed load is logged only (once; no ads show).
  const failed = setting.status === 'error';
  useEffect(() => {
    if (failed) mountOnce('ad-settings-error', () => console.error('Failed to load ad settings'));
  }, [failed]);
  const { pathname } = useLocation();
  const viewer = useSession((s) => (s.status === 'loading' ? 'unknown' : s.user?.is_premium ? 'premium' : 'free'));
  if (!prefs?.enabled || viewer !== 'free' || !adsAllowedOn(pathname)) return null;
  return prefs;
}

export function useAdZone(device: 'desktop' | 'mobile', slot: string): AdZone | null {
  const prefs = useActiveAdPreferences();
  const zone = prefs?.[device]?.[slot];
  if (!zone?.enabled || !zone.zone_id) return null;
  return zone;
}

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
