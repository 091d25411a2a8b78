// index.html starts each page's first API requests while the code downloads (issue 15 §3);
// the data layer must take those answers instead of asking again: a request the script and
// the data layer spell differently, or one the data layer does not take, is made twice.
import { expect, test } from './age-gate-accepted';
import { firstVideo } from './helpers';

const pages: Array<{ name: string; path: (page: import('@playwright/test').Page) => Promise<string> }> = [
  { name: 'home', path: async () => '/' },
  { name: 'videos', path: async () => '/videos' },
  { name: 'a watch page', path: async (page) => `/video/${(await firstVideo(page)).slug}` },
];

for (const p of pages) {
  test(`${p.name}: a first visit asks the API for nothing twice`, async ({ page }) => {
    const path = await p.path(page);
    const asked = new Map<string, number>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.method() !== 'GET' || !url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/files/') || url.pathname === '/api/realtime') return;
      // Parameters sorted: the same request spelt in another order still counts as the same.
      url.searchParams.sort();
      const key = url.pathname + url.search;
      asked.set(key, (asked.get(key) ?? 0) + 1);
    });
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.size).toBeGreaterThan(1);
    const twice = [...asked].filter(([, n]) => n > 1);
    expect(twice, `asked more than once: ${JSON.stringify(twice)}`).toEqual([]);
  });
}
