// Issue 26 §7 (Lighthouse TBT on the watch page): a first visit to a watch page runs only
// what its first screen needs. The report dialog and zod (its form's rules, shared with the
// comment and save-to forms) load on the first click on Report, not with the page
// (src/features/report/report-button.tsx); Dexie is not in the code index.html preloads for
// the page (src/data/outbox-db.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { freshVideo } from './helpers';

/** The app's script files this page has fetched so far (a service worker's answers included). */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => /^\/assets\/.+\.js$/.test(p)),
  );
// A chunk's hash may itself hold '-' or '_' (Rollup's base64url), so the name is matched, not cut at the last '-'.
const lazyCode = (paths: string[]) =>
  paths.flatMap((p) => {
    const name = /^\/assets\/(report-dialog|zod)-[\w-]+\.js$/.exec(p)?.[1];
    return name ? [`/assets/${name}`] : [];
  });

test("a visitor's watch page fetches the report dialog and zod only once Report is clicked", async ({ page, request }) => {
  const video = await freshVideo(request, { file: true });
  await page.goto(`/video/${video.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  const report = page.getByRole('button', { name: 'Report', exact: true });
  await expect(report).toBeVisible();
  // The page's own later loads (similar videos, comments, idle work) have had their time.
  await expect(page.getByRole('heading', { name: /^Comments/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(lazyCode(await scripts(page))).toEqual([]);

  await report.click();
  const dialog = page.getByRole('dialog', { name: 'Report this video' });
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeVisible();
  expect(lazyCode(await scripts(page)).sort()).toEqual(['/assets/report-dialog', '/assets/zod']);
  // It works as before: the form's rule (zod) answers a report without a reason.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
});

test("the watch page's first-page code holds no Dexie and no zod", async ({ request }) => {
  const html = await (await request.get('/')).text();
  // vite.config.ts firstPageModulePreload: t=[[route, [chunk, …]], …] in index.html's first script.
  const table = /,t=(\[.*\]),c=\{/.exec(html)?.[1];
  expect(table, 'the first-page preload table').toBeTruthy();
  const watch = (JSON.parse(table!) as Array<[string, string[]]>).find(([route]) => route.startsWith('^/video/'))?.[1] ?? [];
  expect(watch.length).toBeGreaterThan(0);
  for (const url of watch) {
    const body = (await (await request.get(url)).body()).toString('utf8');
    expect(body.includes('DexieError'), `Dexie in ${url}`).toBe(false);
    expect(body.includes('$ZodError'), `zod in ${url}`).toBe(false);
  }
});
