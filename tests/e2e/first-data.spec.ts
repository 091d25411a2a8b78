// The first page's answers travel in its HTML (internal/web/firstdata.go, issue 26 §7): a
// fresh load draws its first cards without asking the API for them. Proven by refusing
// every request for those lists: the cards can only come from the page itself.
import { expect, test } from './age-gate-accepted';
import { makeUser, signInWithPassword } from './helpers';

const LISTS = /\/api\/reelhouse\/(categories\/[^/]+\/videos|videos\/(trending|newest))(\?|$)/;

test('home: a fresh load draws the first cards from its HTML with the list API refused', async ({ page, request }) => {
  const trending = (await (await request.get('/api/reelhouse/videos/trending?page=1&perPage=12')).json()) as { items: Array<{ title: string }> };
  const refused: string[] = [];
  await page.route(LISTS, (route) => {
    refused.push(route.request().url());
    return route.abort();
  });
  await page.goto('/');
  const cards = page.getByTestId('video-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(trending.items.length);
  await expect(cards.first()).toContainText(trending.items[0]!.title);
  // Nothing asked for the list (an answer from the HTML is not fetched again).
  expect(refused).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a category: the first cards come from its HTML, not from the API', async ({ page, request }) => {
  const cats = (await (await request.get(`/api/collections/categories/records?perPage=1&filter=${encodeURIComponent('slug!="trending" && slug!="newest"')}`)).json()) as { items: Array<{ slug: string }> };
  const slug = cats.items[0]!.slug;
  const list = (await (await request.get(`/api/reelhouse/categories/${slug}/videos?page=1&perPage=12`)).json()) as { items: Array<{ title: string }> };
  await page.route(LISTS, (route) => route.abort());
  await page.goto(`/categories/${slug}`);
  await expect(page.getByTestId('video-card').first()).toContainText(list.items[0]!.title);
});

// The card menus' code (src/app/layouts/site-layout.tsx) is asked for only once the page is
// idle after its first cards: asked during the first render, it loaded beside it and held
// back the first card (issue 28). When the first card entered the DOM is taken in the page,
// on the same clock as the chunk's request (resource timing); then a member's menu opens.
test("a member's card menus: their chunk is requested after the first card is in the page, and the menu opens", async ({ page }) => {
  const user = await makeUser(page.request);
  await signInWithPassword(page, user.email, user.password);
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="video-card"]')) return;
      (window as { __firstCardAt?: number }).__firstCardAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/videos');
  const card = page.getByTestId('video-card').first();
  await expect(card).toBeVisible();
  const menuChunk = () =>
    page.evaluate(() => {
      const chunk = performance.getEntriesByType('resource').find((e) => /^\/assets\/card-menu-[^/]+\.js$/.test(new URL(e.name).pathname));
      return { requestedAt: chunk?.startTime ?? null, firstCardAt: (window as { __firstCardAt?: number }).__firstCardAt ?? null };
    });
  await expect.poll(async () => (await menuChunk()).requestedAt, { message: 'the card-menu chunk is requested' }).not.toBeNull();
  const t = await menuChunk();
  expect(t.firstCardAt, 'the first card was seen entering the page').not.toBeNull();
  expect(t.requestedAt!, `card-menu chunk requested at ${t.requestedAt} ms, first card at ${t.firstCardAt} ms`).toBeGreaterThan(t.firstCardAt!);

  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.getByRole('button', { name: `More for ${title}` }).click();
  const menu = page.getByRole('menu', { name: `Save ${title}` });
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Favourite' })).toBeVisible();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Watch later' })).toBeVisible();
});
