// Discreet mode (issue 15 §8), kept on this device only: a neutral name and icon for the
// installed app (the manifest and icons are swapped before install), the neutral name as
// every tab title, views counted without the member's account (data/engagement
// recordView) and an optional PIN asked each time the installed app opens. Nothing of it
// is sent to the server. What is stored where: docs/device-storage.md.
const KEY = 'reelhouse.discreet';
const UNLOCKED_KEY = 'reelhouse.discreet.unlocked';
export const DISCREET_MANIFEST = '/manifest-discreet.webmanifest';
export const DISCREET_NAME = 'Viewer';
const NEUTRAL_ICON = '/icons/neutral.svg';

export interface DiscreetSettings {
  on: boolean;
  /** SHA-256 of the PIN (never the PIN itself). */
  pinHash?: string;
}

export function readDiscreet(): DiscreetSettings {
  try {
    return { on: false, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<DiscreetSettings>) };
  } catch {
    return { on: false };
  }
}

export function writeDiscreet(s: DiscreetSettings): void {
  localStorage.setItem(KEY, JSON.stringify(s));
  applyDiscreet();
}

export async function hashPin(pin: string): Promise<string> {
  const data = new TextEncoder().encode(`reelhouse-pin:${pin}`);
  const sum = await crypto.subtle.digest('SHA-256', data);
  return [...new Uint8Array(sum)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function setAttr(selector: string, attr: string, value: string) {
  const el = document.head.querySelector(selector);
  if (el) el.setAttribute(attr, value);
}

/** Points the page's manifest, icons and app title at the neutral ones (or back). */
export function applyDiscreet(): void {
  if (typeof document === 'undefined') return;
  const on = readDiscreet().on;
  const manifest = document.head.querySelector('link[rel="manifest"]');
  if (manifest) {
    manifest.setAttribute('data-default-href', manifest.getAttribute('data-default-href') ?? manifest.getAttribute('href') ?? '');
    manifest.setAttribute('href', on ? DISCREET_MANIFEST : manifest.getAttribute('data-default-href')!);
  }
  const icon = document.head.querySelector('link[rel="icon"]');
  if (icon) {
    icon.setAttribute('data-default-href', icon.getAttribute('data-default-href') ?? icon.getAttribute('href') ?? '');
    icon.setAttribute('href', on ? NEUTRAL_ICON : icon.getAttribute('data-default-href')!);
  }
  setAttr('meta[name="apple-mobile-web-app-title"]', 'content', on ? DISCREET_NAME : 'Reelhouse');
  setAttr('link[rel="apple-touch-icon"]', 'href', on ? NEUTRAL_ICON : '/icons/apple-touch-icon-180.png');
  guardTitle(on);
}

let titleGuard: MutationObserver | null = null;
let realTitle = '';

/**
 * The tab title and the app switcher show the neutral name, never a video's title: every
 * page sets document.title (ui/use-document-title), so rather than teach each one, the
 * <title> element is watched and put back to the neutral name. Turning discreet mode off
 * restores the title the page last asked for.
 */
function guardTitle(on: boolean): void {
  if (!on) {
    if (titleGuard) {
      titleGuard.disconnect();
      titleGuard = null;
      if (realTitle) document.title = realTitle;
    }
    return;
  }
  if (titleGuard) return;
  const neutralise = () => {
    if (document.title === DISCREET_NAME) return;
    realTitle = document.title;
    document.title = DISCREET_NAME;
  };
  if (!document.querySelector('title')) document.head.appendChild(document.createElement('title'));
  neutralise();
  titleGuard = new MutationObserver(neutralise);
  titleGuard.observe(document.head, { childList: true, subtree: true, characterData: true });
}

export function isStandaloneApp(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

/** The installed app opens locked when a PIN is set; unlocking lasts for this session. */
export function needsUnlock(): boolean {
  const s = readDiscreet();
  return s.on && !!s.pinHash && isStandaloneApp() && sessionStorage.getItem(UNLOCKED_KEY) !== '1';
}

export async function unlock(pin: string): Promise<boolean> {
  const ok = (await hashPin(pin)) === readDiscreet().pinHash;
  if (ok) sessionStorage.setItem(UNLOCKED_KEY, '1');
  return ok;
}
