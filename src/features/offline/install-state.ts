// Install (issue 15 §7): Chromium fires `beforeinstallprompt` when the site can be
// installed; the event is kept so an Install button can show the prompt later. Safari
// on iOS has no prompt: there the button explains "Add to Home Screen" instead.
import { createStore } from '../../lib/small-store';
import { boot } from '../../data/boot';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  prompt: BeforeInstallPromptEvent | null;
  installed: boolean;
}

export const useInstall = createStore<InstallState>(() => ({ prompt: null, installed: false }));

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

/** Safari on iPhone/iPad (iPadOS reports a Mac with touch), not another iOS browser. */
export function isIosSafari(ua = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

if (typeof window !== 'undefined') {
  // One the browser fired before this code ran, kept by index.html's early script.
  const early = boot()?.install as BeforeInstallPromptEvent | undefined;
  if (early) useInstall.setState({ prompt: early });
  window.addEventListener('beforeinstallprompt', (e) => {
    // Keep the browser's own mini-infobar away: our button offers it.
    e.preventDefault();
    useInstall.setState({ prompt: e as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    useInstall.setState({ prompt: null, installed: true });
    // Installed: the member means to keep the app, so ask to keep its data too.
    void navigator.storage?.persist?.().catch(() => false);
  });
}

/** Shows the browser's install prompt; resolves whether the member accepted. */
export async function promptInstall(): Promise<boolean> {
  const { prompt } = useInstall.getState();
  if (!prompt) return false;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  // A prompt can be shown once; the browser fires a new event if it may ask again.
  useInstall.setState({ prompt: null, installed: outcome === 'accepted' });
  return outcome === 'accepted';
}
