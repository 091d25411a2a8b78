// Whether ads may show, and which zones (ad-slot.tsx has the rules): a small module of the
// first load, so that the ad code itself (slots, provider scripts, page formats) loads
// only where ads are on (off by default; issue 15 §2 first-load budget).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSetting, type AdPreferences, type AdZone } from '../../data/catalog';
import { useSession } from '../../data/session';
import { adsAllowedOn } from './ad-layout';

/** Logs a message once per page load (a failed settings read is logged, never shown). */
const logged = new Set<string>();
function logOnce(key: string, message: string): void {
  if (logged.has(key)) return;
  logged.add(key);
  console.error(message);
}

/** The ad preferences when ads may show on this page to this viewer, else null. */
export function useActiveAdPreferences(): AdPreferences | null {
  const setting = useSetting('ad_preferences');
  const prefs = setting.data;
  // Spec §8: a failed load is logged only (once; no ads show).
  const failed = setting.status === 'error';
  useEffect(() => {
    if (failed) logOnce('ad-settings-error', 'Failed to load ad settings');
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

