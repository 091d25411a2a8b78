// context.setOffline() the way a phone or laptop really goes offline: navigator.onLine is
// false in every document from its first script on, not only in the one open at the call.
// Debian's Chromium (147 and 148, checked 2026-11) applies DevTools' offline emulation to
// the network and to the current document's navigator.onLine, but a document loaded after
// it (a goto, a reload, a link) starts with navigator.onLine true and no 'offline' event
// ever comes, so the app rightly believes it is online: the offline indicator, the watch
// page's "needs a connection" notice and the retry-when-back pages could not be checked
// after a navigation. A real offline device has no such gap, so the harness closes it:
// while the context is offline a cookie marks it, and an init script holds
// navigator.onLine false in documents that start then; going back online sends those
// documents the 'online' event the browser would have sent. The network itself stays
// Chromium's own emulation (every request still fails for real).
import type { BrowserContext } from '@playwright/test';

const COOKIE = 'e2e-offline';

type Held = { __e2eBackOnline?: () => void };

function holdOfflineInDocumentsStartedOffline(cookie: string) {
  let offline = false;
  try {
    offline = document.cookie.split('; ').includes(`${cookie}=1`);
  } catch {
    /* about:blank, opaque origins */
  }
  if (!offline) return;
  const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!;
  let held = true;
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: function (this: Navigator) { return held ? false : real.call(this); } });
  (window as unknown as Held).__e2eBackOnline = () => {
    if (!held) return;
    held = false;
    window.dispatchEvent(new Event('online'));
  };
}

/** Makes context.setOffline() hold in documents loaded while offline (see above). */
export async function offlineForEveryDocument(context: BrowserContext, baseURL: string | undefined) {
  if (!baseURL) return;
  await context.addInitScript(holdOfflineInDocumentsStartedOffline, COOKIE);
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (offline: boolean) => {
    await setOffline(offline);
    if (offline) {
      await context.addCookies([{ name: COOKIE, value: '1', url: baseURL }]);
      return;
    }
    await context.clearCookies({ name: COOKIE });
    for (const page of context.pages()) {
      await page.evaluate(() => (window as unknown as Held).__e2eBackOnline?.()).catch(() => undefined); // a page mid-navigation starts online anyway
    }
  };
}
