// Server-side SEO: per-page meta in the app's HTML, the sitemap and robots.txt.
import { describe, expect, it } from 'vitest';
import { rawGet, superuser, uid } from './helpers';

async function seededVideo() {
  const su = await superuser();
  return su.collection('videos').getFirstListItem('', { sort: '-created' });
}

describe('SEO', () => {
  it('/video/<slug> carries the title in <title>, meta, canonical and a VideoObject', async () => {
    const v = await seededVideo();
    const res = await rawGet(`/video/${encodeURIComponent(v.slug as string)}`);
    expect(res.status).toBe(200);
    expect(res.contentType).toContain('text/html');
    const escaped = String(v.title).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');
    expect(res.body).toMatch(new RegExp(`<title>${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(res.body).toContain(`rel="canonical"`);
    expect(res.body).toContain('og:title');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body);
    expect(ld).not.toBeNull();
    const doc = JSON.parse(ld![1]!);
    expect(doc['@type']).toBe('VideoObject');
    expect(doc.name).toBe(v.title);
    expect(doc.duration).toMatch(/^PT/);
    expect(doc.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(res.body).toContain('RTA-5042-1996-1400-1577-RTA');
  });

  it('escapes hostile titles in the HTML head', async () => {
    const su = await superuser();
    const slug = uid('seo-');
    await su.collection('videos').create({ title: `Evil "</title><script>window.x=1</script>`, slug, description: 'x', author: 'a', duration: 5 });
    const res = await rawGet(`/video/${slug}`);
    expect(res.body).not.toContain('<script>window.x=1</script>');
    expect(res.body).toContain('&lt;script&gt;');
  });

  it('/sitemap.xml is a sitemap index whose files list a seeded video', async () => {
    const v = await seededVideo();
    const index = await rawGet('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.contentType).toContain('xml');
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const videoFile = locs.find((l) => l.includes('sitemap-videos-1.xml'));
    expect(videoFile).toBeDefined();
    const file = await rawGet(new URL(videoFile!).pathname);
    expect(file.status).toBe(200);
    expect(file.body).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"[ >]/);
    const urls = [...file.body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(urls.length).toBeLessThanOrEqual(50000);
    expect(urls.some((u) => u.endsWith(`/video/${encodeURIComponent(v.slug as string)}`))).toBe(true);
    expect(locs.some((l) => l.includes('sitemap-categories-1.xml'))).toBe(true);
    expect(locs.some((l) => l.includes('sitemap-blogs-1.xml'))).toBe(true);
  });

  it('/robots.txt allows, disallows the private areas and names the sitemap', async () => {
    const res = await rawGet('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Allow: /');
    for (const p of ['/admin', '/creator', '/api']) expect(res.body).toContain(`Disallow: ${p}`);
    expect(res.body).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  it('a published blog post gets its own meta; hostile blog HTML is stored sanitised', async () => {
    const su = await superuser();
    const title = uid('Seo post ');
    const post = await su.collection('blogs').create({
      title,
      content: 'plain',
      content_html: '<p>ok</p><script>window.pwned=1</script><img src="x" onerror="window.pwned=2">',
      published: true,
    });
    const res = await rawGet(`/blog/${post.slug}`);
    expect(res.body).toContain(`<title>${title}`);
    const api = await rawGet(`/api/reelhouse/blogs/${post.slug}`);
    const body = JSON.parse(api.body) as { content_html: string };
    expect(body.content_html).not.toMatch(/<script/i);
    expect(body.content_html).not.toMatch(/onerror/i);
  });
});
