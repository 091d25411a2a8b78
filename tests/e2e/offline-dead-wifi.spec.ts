// Issue 39 §2: a dead Wi-Fi is offline. Every request fails (Playwright aborts them on the
// page and its worker) while navigator.onLine stays true: no harness patch here (this spec
// imports Playwright's own `test`, not ./age-gate-accepted; the age gate is passed by the
// config's storageState). The app must decide it is offline from its own requests
// (src/data/connectivity.ts), say so, and back off: at most one request per loop per 30 s.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { freshVideo, makeUser, signInWithPassword, workerControls } from './helpers';

/** The worker has kept the page's message catalogs (src/i18n/runtime.ts keepCatalogsOffline). */
async function catalogsKept(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('reelhouse-catalogs')).keys()).map((r) => new URL(r.url).pathname).filter((p) => /\/i18n\/(common|public)-/.test(p)).length))
    .toBe(2);
}

/** In-app navigation: a dead network has no document to load. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Every request of the context (the page's and the worker's) fails as on a dead network; returns what was asked. */
async function cutNetwork(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route('**/*', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  return asked;
}

test('requests failing while navigator.onLine stays true show the indicator and the notices; the network back clears them', async ({ page, context }) => {
  test.setTimeout(90_000);
  const video = await freshVideo(page.request); // never seen: its page needs the connection
  const user = await makeUser(page.request);
  await signInWithPassword(page, user.email, user.password);
  await page.goto('/');
  await workerControls(page);
  await page.reload(); // a second visit: its catalogs come through the worker, which keeps them
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  await catalogsKept(page);
  const indicator = page.getByTestId('offline-indicator');
  await expect(indicator).toHaveCount(0);

  await cutNetwork(context);
  await openInApp(page, `/video/${video.slug}`);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  // The failed request says "offline" at once (within 2 s), and the page says what it needs.
  await expect(indicator).toBeVisible({ timeout: 2_000 });
  await expect(page.getByTestId('needs-connection')).toBeVisible();

  // A cold start from the worker's shell on the dead network: offline again within 2 s.
  await page.reload();
  await expect(page.locator('#root header')).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(indicator).toBeVisible({ timeout: 2_000 });
  await expect(page.getByTestId('needs-connection')).toBeVisible();

  // The network back: the probe (backing off, at most 30 s apart) finds the server, the
  // indicator goes and the page loads by itself.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(indicator).toHaveCount(0, { timeout: 40_000 });
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
});

test('60 s on a dead network: every retry and poll loop backs off (counted)', async ({ page, context }) => {
  test.setTimeout(90_000);
  const video = await freshVideo(page.request);
  const unseen = await freshVideo(page.request);
  const user = await makeUser(page.request);
  // The page's timers run on Playwright's clock: 60 s of the app's time pass in a few real
  // seconds, in 500 ms steps with a real pause after each, so that every failed request
  // settles (an abort takes milliseconds) and schedules its next try as it would.
  await page.clock.install();
  await signInWithPassword(page, user.email, user.password);
  await page.goto(`/video/${video.slug}`); // the video's live counters and the inbox: two realtime subscriptions
  await workerControls(page);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await page.waitForTimeout(1_500); // the outbox and the inbox sync start in idle time

  const asked = await cutNetwork(context);
  // Open connections (the realtime stream) drop as on a dead Wi-Fi; navigator.onLine
  // stays true (it flips for an instant and is back before anything is sent).
  await context.setOffline(true);
  await context.setOffline(false);
  await openInApp(page, `/video/${unseen.slug}`);
  await expect(page.getByTestId('offline-indicator')).toBeVisible({ timeout: 2_000 });
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  for (let t = 0; t < 60_000; t += 500) {
    await page.clock.runFor(500);
    await page.waitForTimeout(40);
  }
  const byPath = new Map<string, number>();
  for (const p of asked) byPath.set(p, (byPath.get(p) ?? 0) + 1);
  test.info().annotations.push({ type: 'requests in 60 s offline', description: JSON.stringify(Object.fromEntries(byPath)) });
  console.log('requests in 60 s offline:', asked.length, Object.fromEntries(byPath));
  // Per loop: backoff from 1 s doubling to 30 s (+0-20 % jitter) is at most 6 tries in the
  // first minute (src/data/backoff.test.ts); the realtime stream, the connectivity probe
  // and the inbox poll are the loops left running, plus the unseen page's own first reads.
  for (const [path, n] of byPath) expect(n, `${path}: one loop`).toBeLessThanOrEqual(6);
  expect(asked.length).toBeLessThanOrEqual(24);
  await expect(page.getByTestId('needs-connection').first()).toBeVisible();

  // Back online: the next probe finds the server, and the page loads at once after it.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (let t = 0; t < 36_000 && (await page.getByTestId('offline-indicator').count()) > 0; t += 1_000) {
    await page.clock.runFor(1_000);
    await page.waitForTimeout(40);
  }
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: unseen.title })).toBeVisible();
});
