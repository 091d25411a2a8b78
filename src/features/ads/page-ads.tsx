// Page-level formats (integrations notes): the ExoClick popunder, full-page interstitial and
// instant message of the viewer's device, and the JuicyAds popunder, each mounted at most
// once per page load and only when enabled (useActiveAdPreferences: ads on, page allowed,
// viewer not premium).
import { useEffect } from 'react';
import { useActiveAdPreferences } from './ad-prefs';
import { EXO_PROVIDER, loadScriptOnce, mountExoInterstitial, mountExoPopunder, mountOnce, serveExo } from './ad-runtime';
import { useViewportWidth } from './use-viewport-width';
import { MOBILE_ADS_MAX } from './inline-ads';

export function PageAds() {
  const prefs = useActiveAdPreferences();
  const width = useViewportWidth();
  const device = width < MOBILE_ADS_MAX ? 'mobile' : 'desktop';
  const popunder = prefs?.[device]?.popunder;
  const messenger = prefs?.[device]?.instant_messenger;
  const juicyPop = prefs?.juicyads?.popunder;
  const interstitial = prefs?.[device]?.fullpage_interstitial;

  const popZone = popunder?.enabled ? popunder.zone_id : '';
  useEffect(() => {
    if (popZone) mountExoPopunder(popZone);
  }, [popZone]);

  const interZone = interstitial?.enabled ? interstitial.zone_id : '';
  useEffect(() => {
    if (interZone) mountExoInterstitial(interZone, device);
  }, [interZone, device]);

  const juicyUrl = juicyPop?.enabled ? juicyPop.script_url : '';
  useEffect(() => {
    if (juicyUrl) mountOnce('juicy-popunder', () => loadScriptOnce(juicyUrl));
  }, [juicyUrl]);

  const messengerZone = messenger?.enabled ? messenger.zone_id : '';
  useEffect(() => {
    if (!messengerZone) return;
    loadScriptOnce(EXO_PROVIDER);
    serveExo();
  }, [messengerZone]);

  if (!messengerZone || !messenger) return null;
  // The provider positions the instant message itself; the slot only carries the zone.
  return (
    <div data-testid="ad-slot" data-slot="instant_messenger" data-zoneid={messengerZone} className="sr-only">
      <ins className={messenger.zone_class || 'eas6a97888e'} data-zoneid={messengerZone} />
    </div>
  );
}
