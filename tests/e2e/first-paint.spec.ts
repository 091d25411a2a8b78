// The first screen painted from the page's HTML before any script runs
// (internal/web/firstpaint.go, issue 26 §7): a category page's title and first cards are
// in the HTML the server sends, and the app replaces them with its own on its first render.
import { expect as plainExpect, test as plainTest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { freshVideo } from './helpers';

async function aCategory(request: APIRequestContext) {
  const cats = (await (await request.get(`/api/collections/categories/records?perPage=1&filter=${encodeURIComponent('slug!="trending" && slug!="newest"')}`)).json()) as {
    items: Array<{ slug: string; name: string }>;
  };
  const cat = cats.items[0]!;
  const list = (await (await request.get(`/api/reelhouse/categories/${cat.slug}/videos?page=1&perPage=12`)).json()) as {
    items: Array<{ title: string; thumbnail_url: string }>;
  };
  return { ...cat, items: list.items };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category page shows its title and first cards, images loaded', async ({ page, request }) => {
    // The newest card of the category has no thumbnail (as other specs' uploads): drawn
    // with the app's fallback picture.
    await freshVideo(request);
    const cat = await aCategory(request);
    expect(cat.items.length).toBeGreaterThan(1);
    await page.goto(`/categories/${cat.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat.name);
    const cards = page.locator('#root article');
    await expect(cards).toHaveCount(Math.min(6, cat.items.length));
    for (const [i, v] of cat.items.slice(0, 2).entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(v.title);
      const img = cards.nth(i).locator('img');
      // A video without a thumbnail (other specs' uploads) gets the card's fallback, as in the app.
      await expect(img).toHaveAttribute('src', v.thumbnail_url || '/fallback-thumbnail.svg');
      await expect(img).toBeVisible();
      // Loaded and decoded: a real picture, not a broken image.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    }
    // Laid out by the app's stylesheet: three columns on a desktop, one on a phone.
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    const wide = page.viewportSize()!.width >= 1024;
    expect(wide ? a!.y === b!.y && b!.x > a!.x : b!.y > a!.y).toBe(true);
  });

  test("home shows its hero with the site's headline and its banner", async ({ page, request }) => {
    const site = (await (await request.get('/api/reelhouse/settings/site')).json()) as { value?: { headline?: string } };
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.value?.headline || 'Over 100,000 videos');
    const banner = page.locator('#root section img');
    if ((await banner.count()) > 0) await expect.poll(() => banner.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  });

  test('a page without first data has an empty root', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('with JavaScript the app replaces the markup with its own cards', async ({ page, request }) => {
  const cat = await aCategory(request);
  await page.goto(`/categories/${cat.slug}`);
  await expect(page.getByTestId('video-card').first()).toContainText(cat.items[0]!.title);
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

// Nothing of the site shows before the visitor confirms their age (src/features/age-gate):
// the markup is gone before it paints, and the gate is all there is.
plainTest.describe('a first visit', () => {
  plainTest.use({ storageState: { cookies: [], origins: [] } });
  plainTest('before the age gate is passed the markup is not shown', async ({ page, request }) => {
  const cat = await aCategory(request);
  await page.addInitScript(() => {
    // Records what #root held when the page's own scripts had run (before the app).
    document.addEventListener('DOMContentLoaded', () => ((window as { __rootAtParse?: number }).__rootAtParse = document.getElementById('root')!.childElementCount), { once: true });
  });
  await page.goto(`/categories/${cat.slug}`);
  await plainExpect(page.getByRole('alertdialog')).toBeVisible();
  plainExpect(await page.evaluate(() => (window as { __rootAtParse?: number }).__rootAtParse)).toBe(0);
  await plainExpect(page.getByText(cat.items[0]!.title)).toHaveCount(0);
});
});
