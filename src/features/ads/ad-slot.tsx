// One ad slot (integrations.md): renders only when ads are enabled in ad_preferences and
// the zone is configured, and never for premium members. The provider script is loaded
// once per page from our bundle; nothing is requested while ads are off (the default).
import { useEffect } from 'react';
import { useSetting, type AdZone } from '../../data/catalog';
import { useSession } from '../../data/session';

const PROVIDER = 'https://a.magsrv.com/ad-provider.js';
let providerLoaded = false;

function loadProvider() {
  if (providerLoaded) return;
  providerLoaded = true;
  const s = document.createElement('script');
  s.async = true;
  s.src = PROVIDER;
  document.head.appendChild(s);
}

export function useAdZone(device: 'desktop' | 'mobile', slot: string): AdZone | null {
  const prefs = useSetting('ad_preferences').data;
  const premium = useSession((s) => !!s.user?.is_premium);
  const zone = prefs?.[device]?.[slot];
  if (premium || !prefs?.enabled || !zone?.enabled || !zone.zone_id) return null;
  return zone;
}

export function AdSlot({ device, slot, width, height }: { device: 'desktop' | 'mobile'; slot: string; width: number; height: number }) {
  const zone = useAdZone(device, slot);
  useEffect(() => {
    if (!zone) return;
    loadProvider();
    const w = window as unknown as { AdProvider?: unknown[] };
    (w.AdProvider = w.AdProvider || []).push({ serve: {} });
  }, [zone]);
  if (!zone) return null;
  return (
    <div style={{ width, height }} className="overflow-hidden" data-testid="ad-slot" data-zoneid={zone.zone_id}>
      <ins className={zone.zone_class || 'eas6a97888e'} data-zoneid={zone.zone_id} />
    </div>
  );
}
