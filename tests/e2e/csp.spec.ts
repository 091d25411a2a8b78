// The Content-Security-Policy (internal/web/csp.go) against the real pages: the public
// pages, a watch page with a host's embed player, the admin and creator panels, and the
// pages with ads switched on (ad hosts stubbed with inert scripts). Any
// `securitypolicyviolation` event or CSP console error fails the walk.
import type { Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { account, makeUser, signIn, signInWithPassword, suCreate, tag, userToken } from './helpers';
import { hostsOn } from './hosts-on';

// A worker-served shell would carry the headers of its precache time: ask the server.
test.use({ serviceWorkers: 'block' });
// The policy is one header for every viewport: walking the pages once is enough.
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'one viewport'));

type Watch = { violations: string[] };

/** Records CSP violations (events in every document, and console errors) on this page. */
async function watchCsp(page: Page): Promise<Watch> {
  const w: Watch = { violations: [] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to (load|execute|frame|connect|apply)/i.test(m.text())) w.violations.push(m.text());
  });
  return w;
}

async function violationsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/** Opens a page, waits until it settled, and returns the violations it raised. */
async function visit(page: Page, w: Watch, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const seen = [...(await violationsIn(page)), ...w.violations];
  w.violations.length = 0;
  return seen;
}

const mainReady = async (page: Page) => {
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
};

async function firstSlug(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url);
  const body = (await res.json()) as { items: { slug: string }[] };
  expect(body.items.length, url).toBeGreaterThan(0);
  return body.items[0]!.slug;
}

/** A video whose only source is a DoodStream embed (the host answered by a stub page). */
async function hostedVideo(page: Page) {
  const t = tag('csp');
  const rec = await suCreate(page.request, 'videos', { title: `E2E video ${t}`, slug: `e2e-video-${t}`, author: 'E2E Spec', duration: 61 });
  await suCreate(page.request, 'video_sources', { video: rec.id, doodstream_url: `https://dood.to/e/${t}` });
  return { id: rec.id, slug: rec.slug as string };
}

test('the policy is enforced: an injected inline script is refused and reported', async ({ page }) => {
  await watchCsp(page);
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await mainReady(page);
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = 1';
    document.head.append(s);
  });
  await expect.poll(() => violationsIn(page)).toContainEqual(expect.stringMatching(/^script-src/));
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
});

test('public pages raise no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const w = await watchCsp(page);
  const frames: string[] = [];
  await page.route(/^https:\/\/dood\.to\//, (route) => {
    frames.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  const video = await hostedVideo(page);
  const restoreHosts = await hostsOn(page.request); // the DoodStream player is the one under test
  const category = await firstSlug(page, `/api/collections/categories/records?perPage=1&sort=name&filter=${encodeURIComponent('slug!="trending" && slug!="newest"')}`);
  const post = await firstSlug(page, '/api/reelhouse/blogs?page=1');
  const pages: [string, string][] = [
    ['home', '/'],
    ['videos', '/videos?search=a'],
    ['categories', '/categories'],
    ['category', `/categories/${category}`],
    ['blogs', '/blogs'],
    ['post', `/blog/${post}`],
    ['partners', '/partners'],
    ['login', '/login'],
    ['signup', '/signup'],
    ['2257', '/2257'],
  ];
  const bad: string[] = [];
  for (const [name, path] of pages) {
    for (const v of await visit(page, w, path, mainReady)) bad.push(`${name}: ${v}`);
  }
  // The watch page with the host's player in its iframe (signed in and out).
  const watchReady = async (p: Page) => {
    await expect(p.getByTestId('embed-player')).toBeVisible();
    await expect(p.frameLocator('[data-testid="embed-player"]').getByText('player')).toBeVisible();
  };
  for (const v of await visit(page, w, `/video/${video.slug}`, watchReady)) bad.push(`watch: ${v}`);
  await signIn(page, 'member');
  for (const v of await visit(page, w, `/video/${video.slug}`, watchReady)) bad.push(`watch, signed in: ${v}`);
  for (const v of await visit(page, w, '/', mainReady)) bad.push(`home, signed in: ${v}`);
  await restoreHosts();
  expect(frames.length, 'the embed was requested').toBeGreaterThan(0);
  expect(bad).toEqual([]);
});

test('admin and creator panels raise no CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const w = await watchCsp(page);
  const bad: string[] = [];
  await signIn(page, 'admin');
  const tabs = ['dashboard', 'videos', 'categories', 'premium-videos', 'premium-categories', 'assets', 'partners', 'notifications', 'blogs', 'creator-requests', 'payments', 'engagement', 'settings'];
  // The tab navigation is folded into a menu on phones: wait for the shell's menu or nav.
  const panelReady = (title: string) => async (p: Page) => {
    await expect(p.getByRole('navigation', { name: `${title} tabs` }).or(p.getByRole('button', { name: 'Open tabs menu' })).first()).toBeVisible();
    await expect(p.getByText('Access Denied')).toHaveCount(0);
    await expect(p.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  };
  for (const tab of tabs) {
    for (const v of await visit(page, w, `/admin/dashboard?tab=${tab}`, panelReady('Admin Panel'))) bad.push(`admin ${tab}: ${v}`);
  }
  // The blog editor (Tiptap) is a panel of its own.
  await page.goto('/admin/dashboard?tab=blogs');
  await page.getByRole('button', { name: 'New Blog Post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Blog Post' }).locator('[contenteditable="true"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const v of [...(await violationsIn(page)), ...w.violations]) bad.push(`admin blog editor: ${v}`);
  w.violations.length = 0;

  const creator = await makeUser(page.request, ['creator']);
  await page.context().clearCookies();
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await signInWithPassword(page, creator.email, creator.password);
  for (const path of ['/creator/dashboard', '/creator/dashboard?tab=videos']) {
    for (const v of await visit(page, w, path, panelReady('Creator Dashboard'))) bad.push(`creator ${path}: ${v}`);
  }
  for (const v of await visit(page, w, '/creator/upload', mainReady)) bad.push(`creator upload: ${v}`);
  expect(bad).toEqual([]);
});

test('with ads on, the enabled networks load without a CSP violation', async ({ page, request }) => {
  const token = await userToken(request, account('admin').email, account('admin').password);
  const get = async () => ((await (await request.get('/api/reelhouse/settings/ad_preferences')).json()) as { value: unknown }).value;
  const put = async (value: unknown) => {
    const res = await request.put('/api/reelhouse/settings/ad_preferences', { data: { value }, headers: { Authorization: token } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const original = await get();
  const zone = (zone_id: string) => ({ enabled: true, zone_id, zone_class: 'eas-test' });
  await put({
    enabled: true,
    desktop: { skyscraper: zone('sky1'), sticky_banner: zone('in1'), popunder: zone('pop1'), fullpage_interstitial: zone('fp1'), instant_messenger: zone('im1') },
    mobile: { sticky_banner: zone('min1'), popunder: zone('mpop1'), fullpage_interstitial: zone('mfp1'), instant_messenger: zone('mim1') },
    juicyads: { banner: zone('1033726'), popunder: { enabled: true, script_url: 'https://pop.juicy.example/js/pop.js' } },
  });
  try {
    const w = await watchCsp(page);
    const loaded: string[] = [];
    await page.route(/^https:\/\/(a\.magsrv\.com|a\.pemsrv\.com|poweredby\.jads\.co|pop\.juicy\.example)\//, (route) => {
      loaded.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: '/* inert */' });
    });
    const bad: string[] = [];
    for (const path of ['/', '/videos']) {
      for (const v of await visit(page, w, path, async (p) => void (await expect(p.getByTestId('video-card').first()).toBeVisible()))) bad.push(`${path}: ${v}`);
    }
    expect(loaded.length, 'the ad scripts were requested').toBeGreaterThanOrEqual(5);
    expect(bad).toEqual([]);
  } finally {
    await put(original);
  }
});
