// Loading ad providers (the integrations notes): each provider script once per page
// load, from our own bundle (no inline scripts), and each page-level format (popunders,
// instant message) mounted once per page load however often routes render.
const loaded = new Set<string>();
const mounted = new Set<string>();

export const EXO_PROVIDER = 'https://a.magsrv.com/ad-provider.js';
export const EXO_POPUNDER = 'https://a.pemsrv.com/popunder1000.js';
export const JUICY_PROVIDER = 'https://poweredby.jads.co/js/jads.js';
export const EXO_INTERSTITIAL = 'https://a.pemsrv.com/fp-interstitial.js';

/**
 * Appends <script async src> (with the given attributes) once per page load; later
 * calls are no-ops.
 */
export function loadScriptOnce(src: string, attrs: Record<string, string> = {}, parent: 'head' | 'body' = 'head'): void {
  if (loaded.has(src) || typeof document === 'undefined') return;
  loaded.add(src);
  const s = document.createElement('script');
  s.async = true;
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
  s.src = src;
  s.dataset.adScript = '';
  document[parent].appendChild(s);
}

/** Runs `mount` the first time `key` is seen in this page load; true when it ran. */
export function mountOnce(key: string, mount: () => void): boolean {
  if (mounted.has(key)) return false;
  mounted.add(key);
  mount();
  return true;
}

type Queue = unknown[];
const queue = (name: 'AdProvider' | 'adsbyjuicy'): Queue => {
  const w = window as unknown as Record<string, Queue | undefined>;
  return (w[name] = w[name] || []);
};

/** Asks ExoClick to fill the <ins> slots mounted so far. */
export const serveExo = () => queue('AdProvider').push({ serve: {} });
/** Asks JuicyAds to fill one zone (their tag pushes the zone as a number). */
export const serveJuicy = (zone: string) => queue('adsbyjuicy').push({ adzone: /^\d+$/.test(zone) ? Number(zone) : zone });

/** ExoClick's popunder reads its configuration from globals before its script runs. */
export function mountExoPopunder(zoneId: string): void {
  mountOnce('exo-popunder', () => {
    Object.assign(window, {
      ad_idzone: zoneId,
      ad_popup_fallback: false,
      ad_popup_force: false,
      ad_chrome_enabled: true,
      ad_new_tab: false,
      ad_frequency_period: 720,
      ad_frequency_count: 1,
      ad_trigger_method: 3,
      ad_trigger_delay: 0,
    });
    loadScriptOnce(EXO_POPUNDER);
  });
}

/**
 * ExoClick's full-page interstitial: the script reads its zone and frequency from its own
 * data-* attributes (the shape of the tag ExoClick generates for this format: data-idzone,
 * data-ad_frequency_count/period, data-type desktop|mobile, data-browser_settings,
 * data-ad_trigger_method), with the values of that generated tag: once per 720 minutes.
 */
export function mountExoInterstitial(zoneId: string, device: 'desktop' | 'mobile'): void {
  mountOnce('exo-interstitial', () =>
    loadScriptOnce(
      EXO_INTERSTITIAL,
      {
        type: 'application/javascript',
        'data-idzone': zoneId,
        'data-ad_frequency_count': '1',
        'data-ad_frequency_period': '720',
        'data-type': device,
        'data-browser_settings': '1',
        'data-ad_trigger_method': '3',
      },
      'body',
    ),
  );
}
