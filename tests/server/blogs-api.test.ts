// Blog routes and save hooks (blog-routes.pb.js).
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { attempt, client, REFUSED_WRITE, superuser, uid, type Outcome } from './helpers';

const API = '/api/reelhouse';

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const msg = (o: Outcome) => String((o.error as { message?: string } | undefined)?.message ?? '');

async function post(data: Record<string, unknown>) {
  return (await superuser()).collection('blogs').create(data);
}

describe('save hooks', () => {
  it('sanitises content_html on create and update', async () => {
    const b = await post({
      title: 'Hostile',
      content: 'x',
      content_html: '<p onclick="x()">ok</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript&#58;alert(1)">l</a><svg onload=alert(1)>',
      published: true,
    });
    expect(b.content_html).toBe('<p>ok</p>l');
    const u = await (await client('admin')).collection('blogs').update(b.id, { content_html: '<iframe src="https://evil"></iframe><h2>fine</h2>' });
    expect(u.content_html).toBe('<h2>fine</h2>');
  });

  it('keeps tables and headings, drops remote images, and an unclosed tag does not swallow the rest', async () => {
    const b = await post({
      title: 'Structured',
      content: 'x',
      content_html:
        '<h2>Specs</h2><table><tr><th>k</th><td>v</td></tr></table><img src="https://tracker.example/p.gif"><img src="/api/files/x/y/z.png" alt="local"><p>before</p><iframe src="https://evil"><p>after the iframe</p><script>never closed<p>after the script</p>',
      published: true,
    });
    const html = b.content_html as string;
    for (const kept of ['<h2>Specs</h2>', '<table>', '<th>k</th>', '<td>v</td>', 'src="/api/files/x/y/z.png"', 'after the iframe', 'after the script']) {
      expect(html, kept).toContain(kept);
    }
    for (const gone of ['tracker.example', '<iframe', '<script']) expect(html).not.toContain(gone);
  });

  it('the raw content is never served to the public, only the sanitised HTML', async () => {
    const raw = '<img src=x onerror=alert(1)>secret source';
    const b = await post({ title: 'Raw source', content: raw, published: true });
    expect(b.content_html).toBe('<p>&lt;img src=x onerror=alert(1)&gt;secret source</p>');
    const visitor = await client('visitor');
    const viaRoute = await visitor.send(`/api/reelhouse/blogs/${b.slug}`, {});
    expect(viaRoute.content).toBe('');
    const viaApi = await visitor.collection('blogs').getOne(b.id);
    expect(viaApi.content).toBeUndefined();
    expect((await (await client('admin')).collection('blogs').getOne(b.id)).content).toBe(raw);
  });

  it('makes a unique slug from the title and regenerates it on a title change', async () => {
    const title = `Hello World ${uid('')}`;
    const a = await post({ title, content: 'a' });
    const b = await post({ title, content: 'b' });
    expect(a.slug).toMatch(/^hello-world-[a-z0-9]+$/);
    expect(b.slug).toBe(`${a.slug}-1`);
    const su = await superuser();
    const renamed = await su.collection('blogs').update(a.id, { title: `${title} Again` });
    expect(renamed.slug).toBe(`${a.slug}-again`);
    const explicit = await su.collection('blogs').update(a.id, { title: 'Other', slug: `custom-${a.id}` });
    expect(explicit.slug).toBe(`custom-${a.id}`);
  });

  it('requires a title', async () => {
    const r = await attempt(() => post({ title: '   ', content: 'x' }));
    expect(r.status).toBe(400);
    // The spec's message, on the field (PocketBase reports validate-hook errors per field).
    const field = (r.error as { data?: { title?: { message?: string } } } | undefined)?.data?.title?.message;
    expect(field ?? msg(r)).toMatch(/^Blog title is required\.?$/);
  });

  it('published sets published_at, unpublished clears it', async () => {
    const su = await superuser();
    const draft = await post({ title: 'Draft post', content: 'x' });
    expect(draft.published).toBe(false);
    expect(draft.published_at).toBe('');
    const pub = await su.collection('blogs').update(draft.id, { published: true });
    expect(pub.published_at).not.toBe('');
    await new Promise((r) => setTimeout(r, 20));
    const again = await su.collection('blogs').update(draft.id, { published: true, title: 'Draft post edited' });
    expect(again.published_at > pub.published_at).toBe(true);
    const unpub = await su.collection('blogs').update(draft.id, { published: false });
    expect(unpub.published_at).toBe('');
  });

  it('admins can write through the collection API; others cannot', async () => {
    const r = await attempt(async () => (await client('admin')).collection('blogs').create({ title: 'By admin', content: 'x', content_html: '<b>x</b><script>y</script>' }));
    expect(r.ok).toBe(true);
    expect((r.data as any).content_html).toBe('<b>x</b>');
    const m = await attempt(async () => (await client('member')).collection('blogs').create({ title: 'By member', content: 'x' }));
    expect(REFUSED_WRITE).toContain(m.status);
  });
});

describe('GET /blogs', () => {
  it('lists published posts only, 10 per page, newest first, with search and totals', async () => {
    const tag = uid('tag').replace(/[^a-z0-9]/g, '');
    const su = await superuser();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const b = await post({ title: `Paged ${tag} ${i}`, content: `body ${i}`, content_html: `<p>Body ${i}</p>`, published: true });
      ids.push(b.id);
      await new Promise((r) => setTimeout(r, 5));
    }
    await post({ title: `Hidden draft ${tag}`, content: 'secret', published: false });
    const visitor = await client('visitor');
    const p1 = await call<any>(visitor, 'GET', `/blogs?q=${tag}`);
    expect(p1.data).toMatchObject({ page: 1, perPage: 10, totalItems: 12, totalPages: 2 });
    expect(p1.data.items[0].title).toBe(`Paged ${tag} 11`);
    expect(p1.data.items[0]).toMatchObject({ excerpt: 'Body 11', author_name: 'Admin' });
    expect(p1.data.items[0]).not.toHaveProperty('content_html');
    const p2 = await call<any>(visitor, 'GET', `/blogs?q=${tag}&page=2&perPage=500`);
    expect(p2.data.perPage).toBe(10);
    expect(p2.data.items.map((b: any) => b.title)).toEqual([`Paged ${tag} 1`, `Paged ${tag} 0`]);
    expect((await call<any>(visitor, 'GET', `/blogs?q=${tag}&page=0`)).data.page).toBe(1);
    expect((await call<any>(visitor, 'GET', `/blogs?q=${tag}&page=9`)).data.items).toEqual([]);
    expect((await call<any>(visitor, 'GET', `/blogs?q=Hidden draft ${tag}`)).data.totalItems).toBe(0);
    const byContent = await call<any>(visitor, 'GET', `/blogs?q=${encodeURIComponent('body 7')}`);
    expect(byContent.data.items.map((b: any) => b.id)).toContain(ids[7]);
    expect((await call<any>(visitor, 'GET', '/blogs?q=%25%25%25')).data.totalItems).toBe(0);
    const all = await call<any>(visitor, 'GET', '/blogs');
    expect(all.data.totalItems).toBeGreaterThanOrEqual(12);
    await su.collection('blogs').delete(ids[0]!);
  });
});

describe('GET /blogs/{slug}', () => {
  it('serves published posts to anyone and drafts to admins only', async () => {
    const pub = await post({ title: 'Readable', content: 'c', content_html: '<p>hi</p>', published: true });
    const draft = await post({ title: 'Not yet', content: 'c', published: false });
    const visitor = await client('visitor');
    const r = await call<any>(visitor, 'GET', `/blogs/${pub.slug}`);
    expect(r.data).toMatchObject({ id: pub.id, title: 'Readable', content_html: '<p>hi</p>', published: true, author_name: 'Admin' });
    for (const role of ['visitor', 'member', 'premium', 'creator'] as const) {
      const d = await call(await client(role), 'GET', `/blogs/${draft.slug}`);
      expect(d.status, role).toBe(404);
      expect(msg(d)).toMatch(/^Blog post not found/);
    }
    expect((await call<any>(await client('admin'), 'GET', `/blogs/${draft.slug}`)).data.published).toBe(false);
    expect((await call(visitor, 'GET', '/blogs/no-such-post-anywhere')).status).toBe(404);
  });
});
