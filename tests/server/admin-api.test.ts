// Admin panel routes (admin-routes.pb.js) and the outcomes of the admin tabs' deletes:
// featured order, partner order, asset assignment, today's figures; a category with
// videos, a partner with a banner and an assigned asset deleted.
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { attempt, baseUrl, client, readAsSuperuser, superuser, uid, type Outcome } from './helpers';
import { create, freshCategory, freshVideo, pngFile } from './fixtures';

const API = '/api/reelhouse/admin';

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const msg = (o: Outcome) => String((o.error as { message?: string } | undefined)?.message ?? '');

async function featuredIds(): Promise<string[]> {
  const su = await superuser();
  return (await su.collection('featured_categories').getFullList({ sort: 'display_order' })).map((f) => f.category);
}
async function protectedIds(): Promise<{ trending: string; newest: string }> {
  const su = await superuser();
  const get = async (s: string) => (await su.collection('categories').getFirstListItem(su.filter('slug = {:s}', { s }))).id;
  return { trending: await get('trending'), newest: await get('newest') };
}

describe('featured categories', () => {
  it('adds at the end, refuses a duplicate, and reorders the whole list with protected ones first', async () => {
    const admin = await client('admin');
    const a = await freshCategory();
    const b = await freshCategory();
    const addA = await call(admin, 'POST', '/featured-categories', { category: a.id });
    expect(addA.ok).toBe(true);
    const addB = await call(admin, 'POST', '/featured-categories', { category: b.id });
    expect(addB.data.display_order).toBe(addA.data.display_order + 1);
    const dup = await call(admin, 'POST', '/featured-categories', { category: a.id });
    expect(dup.status).toBe(400);
    expect(msg(dup)).toMatch(/^Category is already featured/);
    expect((await call(admin, 'POST', '/featured-categories', { category: 'nope' })).status).toBe(404);

    const before = await featuredIds();
    const { trending, newest } = await protectedIds();
    // The request puts b first and the protected ones last: the server pins trending, newest.
    const wanted = [b.id, ...before.filter((id) => id !== b.id && id !== trending && id !== newest), trending, newest].filter((id) => before.includes(id));
    const res = await call(admin, 'PUT', '/featured-categories/order', { category_ids: wanted });
    expect(res.ok).toBe(true);
    const after = await featuredIds();
    const pinned = [trending, newest].filter((id) => before.includes(id));
    expect(after.slice(0, pinned.length)).toEqual(pinned);
    // Other protected rows (made by the authorization matrix) stay ahead of the rest too.
    const su0 = await superuser();
    const prot = new Set((await su0.collection('categories').getFullList({ filter: 'protected = true', fields: 'id' })).map((c) => c.id));
    expect(after.filter((id) => !prot.has(id))[0]).toBe(b.id);
    expect(after).toEqual(res.data.category_ids);
    const su = await superuser();
    const orders = (await su.collection('featured_categories').getFullList({ sort: 'display_order' })).map((f) => f.display_order);
    expect(orders).toEqual(after.map((_, i) => i));
  });

  it('refuses a stale list (409) and garbage (400) without changing anything', async () => {
    const admin = await client('admin');
    const before = await featuredIds();
    const stale = await call(admin, 'PUT', '/featured-categories/order', { category_ids: before.slice(1) });
    expect(stale.status).toBe(409);
    expect((await call(admin, 'PUT', '/featured-categories/order', { category_ids: 'x' })).status).toBe(400);
    expect(await featuredIds()).toEqual(before);
  });

  it('two racing reorders end in one consistent order', async () => {
    const admin = await client('admin');
    const before = await featuredIds();
    const rev = [...before].reverse();
    const results = await Promise.all([
      call(admin, 'PUT', '/featured-categories/order', { category_ids: before }),
      call(admin, 'PUT', '/featured-categories/order', { category_ids: rev }),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    const after = await featuredIds();
    expect([...after].sort()).toEqual([...before].sort());
    expect([results[0]!.data.category_ids, results[1]!.data.category_ids]).toContainEqual(after);
  });

  it('featuring a protected category puts it ahead of the unprotected ones', async () => {
    const admin = await client('admin');
    const su = await superuser();
    const plain = await freshCategory();
    await call(admin, 'POST', '/featured-categories', { category: plain.id });
    const prot = await freshCategory({ protected: true });
    const res = await call(admin, 'POST', '/featured-categories', { category: prot.id });
    expect(res.ok, msg(res)).toBe(true);
    const links = await su.collection('featured_categories').getFullList({ sort: 'display_order', expand: 'category' });
    const firstPlain = links.findIndex((l) => !l.expand!.category.protected);
    expect(links.findIndex((l) => l.category === prot.id)).toBeLessThan(firstPlain);
    expect(links.map((l) => l.display_order)).toEqual(links.map((_, i) => i));
  });

  it('protected categories cannot be unfeatured through the API, even by an admin', async () => {
    const admin = await client('admin');
    const su = await superuser();
    const { trending } = await protectedIds();
    let link = (await su.collection('featured_categories').getFullList({ filter: su.filter('category = {:c}', { c: trending }) }))[0];
    if (!link) link = await create('featured_categories', { category: trending, display_order: 99 });
    expect((await attempt(() => admin.collection('featured_categories').delete(link!.id))).ok).toBe(false);
    expect(await readAsSuperuser('featured_categories', link.id)).not.toBeNull();
  });
});

describe('double submits', () => {
  it('adding the same category to featured five times at once leaves one link and no 5xx', async () => {
    const admin = await client('admin');
    const cat = await freshCategory();
    const results = await Promise.all(Array.from({ length: 5 }, () => call(admin, 'POST', '/featured-categories', { category: cat.id })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results) if (!r.ok) expect(r.status).toBe(400);
    const su = await superuser();
    expect(await su.collection('featured_categories').getFullList({ filter: su.filter('category = {:c}', { c: cat.id }) })).toHaveLength(1);
  });

  it('assigning the same slot five times at once leaves one assignment and no 5xx', async () => {
    const admin = await client('admin');
    const cat = await freshCategory();
    const asset = await create('assets', { name: 'race.png', file: pngFile('r.png') });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call(admin, 'POST', '/asset-assignments', { asset: asset.id, assignment_type: 'category', category: cat.id })),
    );
    expect(results.some((r) => r.ok)).toBe(true);
    for (const r of results) expect(r.status < 500, `status ${r.status}`).toBe(true);
    const su = await superuser();
    expect(await su.collection('asset_assignments').getFullList({ filter: su.filter('category = {:c}', { c: cat.id }) })).toHaveLength(1);
  });
});

describe('partners order', () => {
  it('persists display_order as the index and refuses a list missing a partner', async () => {
    const admin = await client('admin');
    const su = await superuser();
    await create('partners', { name: uid('P'), url: 'https://a.example', display_order: 0 });
    await create('partners', { name: uid('P'), url: 'https://b.example', display_order: 1 });
    const all = (await su.collection('partners').getFullList({ sort: 'display_order,created' })).map((p) => p.id);
    const wanted = [...all].reverse();
    const res = await call(admin, 'PUT', '/partners/order', { partner_ids: wanted });
    expect(res.ok).toBe(true);
    const now = await su.collection('partners').getFullList({ sort: 'display_order' });
    expect(now.map((p) => p.id)).toEqual(wanted);
    expect(now.map((p) => p.display_order)).toEqual(wanted.map((_, i) => i));
    expect((await call(admin, 'PUT', '/partners/order', { partner_ids: wanted.slice(1) })).status).toBe(409);
  });

  it('deleting a partner with a banner removes the banner file too', async () => {
    const admin = await client('admin');
    const p = await admin.collection('partners').create({ name: uid('B'), url: 'https://c.example', banner: pngFile('b.png') });
    const url = `${baseUrl()}/api/files/partners/${p.id}/${p.banner}`;
    expect((await fetch(url)).status).toBe(200);
    await admin.collection('partners').delete(p.id);
    expect((await fetch(url)).status).toBe(404);
  });
});

describe('asset assignments', () => {
  it('replaces the assignment of the same type and category, and is served to visitors', async () => {
    const admin = await client('admin');
    const one = await admin.collection('assets').create({ name: 'my logo (1).png', file: pngFile('a.png'), folder: '', mime_type: 'image/png' });
    expect(one.name).toBe('my_logo__1_.png');
    expect(one.size).toBeGreaterThan(0);
    const two = await create('assets', { name: 'two.png', file: pngFile('b.png') });
    const first = await call(admin, 'POST', '/asset-assignments', { asset: one.id, assignment_type: 'logo' });
    expect(first.ok, msg(first)).toBe(true);
    const second = await call(admin, 'POST', '/asset-assignments', { asset: two.id, assignment_type: 'logo' });
    expect(second.ok).toBe(true);
    const visitor = await client('visitor');
    const logos = await visitor.collection('asset_assignments').getFullList({ filter: 'assignment_type = "logo"', expand: 'asset' });
    expect(logos.map((l) => l.asset)).toEqual([two.id]);
    const file = logos[0]!.expand!.asset;
    expect((await fetch(`${baseUrl()}/api/files/assets/${file.id}/${file.file}`)).status).toBe(200);

    // Per-category icons are separate slots.
    const cat = await freshCategory();
    expect((await call(admin, 'POST', '/asset-assignments', { asset: one.id, assignment_type: 'category' })).status).toBe(400);
    expect((await call(admin, 'POST', '/asset-assignments', { asset: one.id, assignment_type: 'category', category: cat.id })).ok).toBe(true);
    expect((await call(admin, 'POST', '/asset-assignments', { asset: 'missing', assignment_type: 'favicon' })).status).toBe(400);
    expect((await visitor.collection('asset_assignments').getFullList({ filter: 'assignment_type = "logo"' })).length).toBe(1);
  });

  it('deleting an assigned asset removes its assignments (the site falls back to its default)', async () => {
    const admin = await client('admin');
    const asset = await create('assets', { name: 'banner.png', file: pngFile('c.png') });
    const a = await call(admin, 'POST', '/asset-assignments', { asset: asset.id, assignment_type: 'home_banner' });
    await admin.collection('assets').delete(asset.id);
    expect(await readAsSuperuser('asset_assignments', a.data.id)).toBeNull();
  });
});

describe('categories', () => {
  it('deleting a category with videos keeps the videos and detaches them (links, featured, icons)', async () => {
    const admin = await client('admin');
    const su = await superuser();
    const cat = await freshCategory();
    const other = await freshCategory();
    const video = await freshVideo(null);
    await su.collection('videos').update(video.id, { categories: [cat.id, other.id] });
    await call(admin, 'POST', '/featured-categories', { category: cat.id });
    const asset = await create('assets', { name: 'icon.png', file: pngFile('i.png') });
    await call(admin, 'POST', '/asset-assignments', { asset: asset.id, assignment_type: 'category', category: cat.id });

    await admin.collection('categories').delete(cat.id);
    const v = await readAsSuperuser('videos', video.id);
    expect(v!.categories).toEqual([other.id]);
    expect(await su.collection('video_categories').getFullList({ filter: su.filter('category = {:c}', { c: cat.id }) })).toEqual([]);
    expect(await su.collection('featured_categories').getFullList({ filter: su.filter('category = {:c}', { c: cat.id }) })).toEqual([]);
    expect(await su.collection('asset_assignments').getFullList({ filter: su.filter('category = {:c}', { c: cat.id }) })).toEqual([]);
    expect((await readAsSuperuser('categories', other.id))!.video_count).toBe(1);
  });

  it('refuses invalid names and slugs with a 400', async () => {
    const admin = await client('admin');
    for (const data of [{ name: 'A', slug: 'ok-slug' }, { name: 'Fine', slug: 'Bad Slug' }, { name: 'Fine', slug: 'ok', meta_title: 'x'.repeat(61) }]) {
      expect((await attempt(() => admin.collection('categories').create(data))).status).toBe(400);
    }
  });
});

describe('figures', () => {
  it("counts today's new members, views, comments and pending requests; missing tables are reported", async () => {
    const admin = await client('admin');
    const before = await call(admin, 'GET', '/figures');
    expect(before.ok).toBe(true);
    const fig = (o: Outcome<any>, k: string) => o.data.figures.find((f: any) => f.key === k);
    expect(Object.keys(before.data.figures.map((f: any) => f.key))).toHaveLength(6);
    const su = await superuser();
    const tag = uid('fm').toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 14);
    await su.collection('users').create({ email: `${tag}@t.local`, username: `f_${tag}`, password: 'xxxxxxxx1', passwordConfirm: 'xxxxxxxx1' });
    const after = await call(admin, 'GET', '/figures');
    expect(fig(after, 'new_members').value).toBe(fig(before, 'new_members').value + 1);
    expect(fig(after, 'pending_creator_requests').tab).toBe('creator-requests');
    for (const f of after.data.figures) {
      if (after.data.missing.length === 0 || f.value !== null) expect(typeof f.value).toBe('number');
    }
    // jobs belongs to the uploads area: whether it exists or not, the route answers.
    expect(Array.isArray(after.data.missing)).toBe(true);
  });
});
// Who may call these routes: tests/server/authz-matrix.test.ts (admin routes).
