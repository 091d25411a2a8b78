// Issue 28: the first visit precaches only the public app; the panels' code (vite.config.ts:
// the admin, creator and manage folders and what only they reach, e.g. the video manager's
// upload form) loads on first use. The worker keeps it then (src/sw.ts, 'reelhouse-code'),
// so a panel opened online opens offline even once the browser's HTTP cache is gone.
import { expect, test } from './age-gate-accepted';
import { makeUser, signInWithPassword } from './helpers';

/** The paths held by the worker's precache and by its cache of code loaded on use. */
function cachedPaths(page: import('@playwright/test').Page) {
  return page.evaluate(async () => {
    const out = { precache: [] as string[], code: [] as string[] };
    for (const name of await caches.keys()) {
      const into = name.startsWith('workbox-precache') ? out.precache : name === 'reelhouse-code' ? out.code : null;
      if (into) for (const r of await (await caches.open(name)).keys()) into.push(new URL(r.url).pathname);
    }
    return out;
  });
}

test('the creator panel is not precached, and once opened it opens offline without the HTTP cache', async ({ page, context }) => {
  const creator = await makeUser(page.request, ['creator']);
  await signInWithPassword(page, creator.email, creator.password);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const first = await cachedPaths(page);
  expect(first.precache.length).toBeGreaterThan(10);
  expect(first.precache.filter((p) => /^\/assets\/(admin|creator|manage)\//.test(p))).toEqual([]);

  await page.goto('/creator/dashboard?tab=videos');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toBeEmpty();
  const title = (await heading.textContent()) ?? '';
  await expect.poll(async () => (await cachedPaths(page)).code.filter((p) => p.startsWith('/assets/creator/creator-dashboard-page-'))).toHaveLength(1);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  } finally {
    await context.setOffline(false);
  }
});
