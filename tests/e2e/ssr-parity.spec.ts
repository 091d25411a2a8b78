// The server's first paint is the app's own render (issue 40 §2): for each painted page, in
// English and German, a free and a premium video, the markup the server sent in #root is
// compared, as DOM (elements, classes, text), with the app's first render of the same data in
// the browser; and the browser hydrates the server's markup without a mismatch. A component
// changed on one side only (a stale server bundle, something rendered differently on the
// server) fails here.
import type { Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { freshVideo } from './helpers';

// No worker: every navigation is the network's page (the worker's precached shell is never
// painted, index.html).
test.use({ serviceWorkers: 'block' });

type Tree = Array<string | [string, string, Tree]>;

declare global {
  interface Window {
    __rhTree?: (el: Element) => Tree;
    __rhFirstTree?: Tree;
    __rh?: { hydration?: { hydrated: boolean; mismatches: string[] } };
  }
}

/** The DOM as elements, classes and text (adjacent text joined, whitespace collapsed, comments ignored). */
function installTree() {
  const tree = (el: Element): Tree => {
    const out: Tree = [];
    let text = '';
    const flush = () => {
      const t = text.replace(/\s+/g, ' ').trim();
      if (t) out.push(t);
      text = '';
    };
    for (const c of Array.from(el.childNodes)) {
      if (c.nodeType === Node.TEXT_NODE) text += (c as Text).data;
      else if (c.nodeType === Node.ELEMENT_NODE) {
        flush();
        const e = c as Element;
        out.push([e.tagName.toLowerCase(), e.getAttribute('class') ?? '', tree(e)]);
      }
    }
    flush();
    return out;
  };
  window.__rhTree = tree;
  // The app's first commit into the emptied #root: the first mutation batch that fills it.
  const seen = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root?.firstChild && !window.__rhFirstTree) {
      window.__rhFirstTree = tree(root);
      seen.disconnect();
    }
  });
  seen.observe(document, { childList: true, subtree: true });
}

/** The page loaded as the server sends it: it must be painted and hydrated without a mismatch. */
async function hydrates(page: Page, url: string) {
  // The server's render starts in the background: a page asked for before is unpainted (not kept).
  await expect
    .poll(async () => (await page.goto(url), page.locator('#root').getAttribute('data-paint-lang')), { timeout: 30_000 })
    .toBe(url.startsWith('/de') ? 'de' : 'en');
  await expect(page.locator('#root footer')).toBeVisible(); // drawn after the first commit
  expect(await page.evaluate(() => window.__rh?.hydration)).toEqual({ hydrated: true, mismatches: [] });
}

/**
 * The server's markup of url and the app's first render of the same first data: the page
 * is served with its first data and an empty #root, so the app draws it itself.
 */
async function bothRenders(page: Page, url: string): Promise<{ server: Tree; app: Tree }> {
  let served = '';
  const path = (u: URL) => u.pathname === new URL(url, 'http://x').pathname;
  await page.route(path, async (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    const res = await route.fetch();
    served = await res.text();
    // #root's end: the last </div> before <noscript> (only scripts and a comment between).
    const start = served.indexOf('<div id="root"');
    const end = served.lastIndexOf('</div>', served.indexOf('<noscript>'));
    expect(start).toBeGreaterThan(0);
    await route.fulfill({ response: res, body: `${served.slice(0, start)}<div id="root">${served.slice(end)}` });
  });
  await page.addInitScript(installTree);
  await page.goto(url);
  await page.unroute(path);
  await expect.poll(() => page.evaluate(() => window.__rhFirstTree !== undefined)).toBe(true);
  const app = (await page.evaluate(() => window.__rhFirstTree))!;
  expect(await page.evaluate(() => window.__rh?.hydration?.hydrated)).toBe(false);
  const server = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return window.__rhTree!(doc.getElementById('root')!);
  }, served);
  return { server, app };
}

async function compare(page: Page, url: string) {
  await hydrates(page, url);
  const { server, app } = await bothRenders(page, url);
  expect(server.length).toBeGreaterThan(0);
  expect(app, `the app's first render of ${url} differs from the server's paint`).toEqual(server);
  return JSON.stringify(server);
}

const LANGS = ['', '/de'];

test('home, /videos and /categories: the server paints what the app renders, and it hydrates', async ({ page }) => {
  test.setTimeout(90_000);
  for (const lang of LANGS) {
    for (const p of ['/', '/videos', '/categories']) await compare(page, lang + (p === '/' && lang ? '' : p));
  }
});

test('a category page with a premium card, free and premium watch pages, in English and German', async ({ page, request }) => {
  test.setTimeout(90_000);
  const free = await freshVideo(request, { file: true });
  const premium = await freshVideo(request, { premium: true, file: true });
  const cats = (await (
    await request.get(`/api/collections/categories/records?perPage=1&filter=${encodeURIComponent('slug!="trending" && slug!="newest"')}`)
  ).json()) as { items: Array<{ slug: string }> };
  const category = cats.items[0]!.slug; // freshVideo's: the premium video is its newest card
  for (const lang of LANGS) {
    const overlay = lang ? 'Nur Premium' : 'Premium Only';
    expect(await compare(page, `${lang}/categories/${category}`)).toContain(overlay);
    expect(await compare(page, `${lang}/video/${free.slug}`)).toContain(free.title);
    const locked = await compare(page, `${lang}/video/${premium.slug}`);
    expect(locked).toContain(premium.title);
    expect(locked).not.toContain('native-player');
  }
});

/** Loads url with the app's code held back until `act` is done on the server's paint. */
async function beforeHydration(page: Page, url: string, act: () => Promise<void>) {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  const loaded = page.goto(url);
  await page.locator('#root[data-paint-lang] [data-testid="video-card"]').first().waitFor();
  await act();
  release();
  await loaded;
  await expect(page.locator('html[data-drawn]')).toHaveCount(1);
  await page.unrouteAll();
}

// A reader may scroll the painted page before the app has hydrated it: hydration leaves them
// where they are (the app used to scroll to the top on its first render, so the card under
// their finger became the hero and a tap on it was lost, age-assurance.spec in CI), and a
// card they then open opens.
test('a reader who scrolled the painted home before hydration stays there, and the card tapped opens', async ({ page }) => {
  await hydrates(page, '/'); // painted from here on
  await beforeHydration(page, '/', () => page.evaluate(() => window.scrollTo(0, 600)));
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  const card = page.getByTestId('video-card').first().getByRole('link').first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

// Text typed into the painted search box before hydration is the search's (it used to stay
// in the box with the Search button disabled, the state never told).
test('a search typed into the painted home before hydration is searched', async ({ page }) => {
  await hydrates(page, '/');
  const form = page.getByRole('search', { name: 'Search from the home page' });
  await beforeHydration(page, '/', () => form.getByRole('searchbox').pressSequentially('pattern'));
  await expect(form.getByRole('searchbox')).toHaveValue('pattern');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/videos\?search=pattern$/);
});

// A press or a select's change on the paint before the app listened is replayed once it has
// hydrated (src/data/early-input.ts): before, the menu button did nothing and the grid's
// category went back to Trending.
test('the menu pressed and a category chosen on the painted home before hydration both take effect', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await hydrates(page, '/');
  const select = page.getByRole('combobox', { name: 'Category' });
  await beforeHydration(page, '/', async () => {
    await select.selectOption({ index: 1 }); // Newest
    await page.getByRole('button', { name: 'Open menu' }).click();
  });
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\?category=newest$/);
  await expect(select).toHaveValue('newest');
});
