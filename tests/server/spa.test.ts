// The embedded PWA, the API and the dashboard side by side on one server, and no secret
// ever leaking through the public settings.
import { describe, expect, it } from 'vitest';
import { client, rawGet, superuser } from './helpers';

// The binary must embed the built PWA (`npm run build`, or `npx vite build` before
// scripts/build-server.sh): without it these fail rather than skip.
describe('client routes return the app shell', () => {
  for (const path of ['/', '/video/some-slug', '/admin/dashboard']) {
    it(`GET ${path} → text/html`, async () => {
      const res = await rawGet(path);
      expect(res.status).toBe(200);
      expect(res.contentType).toMatch(/^text\/html/);
      expect(res.body, 'dist/index.html is not embedded in ./reelhouse: run npm run build').toContain('<div id="root"');
    });
  }
});

describe('API and dashboard are not swallowed by the SPA fallback', () => {
  it('GET /api/does-not-exist → JSON 404', async () => {
    const res = await rawGet('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.contentType).toMatch(/application\/json/);
    expect(JSON.parse(res.body)).toMatchObject({ status: 404 });
  });

  it('GET /api/collections/nope/records → JSON 404', async () => {
    const res = await rawGet('/api/collections/nope/records');
    expect(res.status).toBe(404);
    expect(res.contentType).toMatch(/application\/json/);
  });

  it("GET /_/ serves PocketBase's dashboard", async () => {
    const res = await rawGet('/_/');
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^text\/html/);
    expect(res.body).not.toContain('<div id="root"');
    expect(res.body.toLowerCase()).toContain('pocketbase');
  });

  it('GET /api/collections/videos/records lists the seeded videos', async () => {
    const res = await rawGet('/api/collections/videos/records?perPage=5');
    expect(res.status).toBe(200);
    const body = JSON.parse(res.body);
    // (A visitor's unfiltered list has no total: internal/listguard skips counting it.)
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items[0]).toHaveProperty('slug');
    expect(body.items[0]).toHaveProperty('title');
  });
});

describe('no secret leaks through settings', () => {
  it('settings responses (visitor and admin, list and view) contain no secret value or key', async () => {
    const su = await superuser();
    const secrets = await su.collection('secrets').getFullList();
    expect(secrets.length).toBeGreaterThan(0);
    // Keys are matched whole-word in the JSON ("api_key" in "doodstream_api_key" etc.).
    const needles = [
      ...secrets.map((s) => s.key as string),
      ...secrets.map((s) => s.value as string).filter((v) => v && v.length >= 8),
      'api_key',
      'ipn_secret',
      'playback_signing_key',
    ];
    const bodies: string[] = [];
    const visitorList = await rawGet('/api/collections/settings/records?perPage=200');
    expect(visitorList.status).toBe(200);
    bodies.push(visitorList.body);
    const admin = await client('admin');
    const auth = { Authorization: admin.authStore.token };
    const adminList = await rawGet('/api/collections/settings/records?perPage=200', auth);
    expect(adminList.status).toBe(200);
    bodies.push(adminList.body);
    for (const row of JSON.parse(adminList.body).items as { id: string }[]) {
      bodies.push((await rawGet(`/api/collections/settings/records/${row.id}`)).body);
      bodies.push((await rawGet(`/api/collections/settings/records/${row.id}`, auth)).body);
    }
    for (const body of bodies) {
      for (const needle of needles) expect(body, `leaked ${needle}`).not.toContain(needle);
    }
  });
});

// The first screen is the app's own render run by the server (internal/ssr, issue 40): its
// script is for the server only, and what a video's uploader writes comes out as text.
describe("the server's render of the first screen", () => {
  it('never serves its script', async () => {
    for (const path of ['/ssr/render.js', '/ssr', '/de/ssr/render.js']) {
      const res = await rawGet(path);
      expect(res.body, path).not.toContain('ReelhouseSSR');
    }
    expect((await rawGet('/ssr/render.js')).status).toBe(404);
  });

  it('paints a hostile title inert', async () => {
    const su = await superuser();
    const title = `</script><img src=x onerror="window.__pwned=1"><!--$!--> ${Date.now()}`;
    const v = await su.collection('videos').create({ title, slug: `ssr-hostile-${Date.now()}`, description: '<b>x</b>', author: '<svg onload=alert(1)>', duration: 42 });
    // The render starts in the background and a page built before it is not kept: ask until painted.
    let body = '';
    for (let i = 0; i < 60 && !body.includes('data-paint-lang='); i++) {
      body = (await rawGet(`/video/${v.slug}`)).body;
      if (!body.includes('data-paint-lang=')) await new Promise((r) => setTimeout(r, 500));
    }
    const root = body.slice(body.indexOf('<div id="root"'), body.lastIndexOf('<noscript>'));
    expect(root).toContain('data-paint-lang="en"');
    expect(root).toContain('&lt;/script&gt;&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;');
    expect(root).not.toMatch(/<img src=x|<svg onload|<\/script><img/);
    expect(root).not.toContain('<!--$!-->');
  });
});
