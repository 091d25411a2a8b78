// The first page's answers travel in its HTML (internal/web/firstdata.go, issue 26 §7): a
// fresh load draws its first cards without asking the API for them. Proven by refusing
// every request for those lists: the cards can only come from the page itself.
import { expect, test } from './age-gate-accepted';

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
