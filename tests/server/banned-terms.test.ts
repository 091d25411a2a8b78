// Issue 38 §4: words that never find anything. An admin-kept list (banned_terms, seeded
// with terms that suggest minors or non-consent): a video title or description, a category
// name or translation, a premium category name containing one is refused on save (every
// write path: record API as superuser, admin and creator, the upload form); a search
// containing one finds nothing (no trending fallback either) and is counted per day and
// term in banned_search_counts; an admin's edit of the list takes effect at once; no one
// else reads or writes the list or the counts (internal/bannedterms).
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { attempt, baseUrl, client, superuser, uid, userId, type Outcome } from './helpers';
import { create, freshCategory, freshVideo } from './fixtures';
import { testVideo } from './media-fixtures';
import { finish, tusUpload, waitFor } from './upload-client';

const codeOf = (o: Outcome) => (o.error as { data?: { code?: string } } | undefined)?.data?.code;
const fieldCodeOf = (o: Outcome, field: string) =>
  (o.error as { data?: Record<string, { code?: string }> } | undefined)?.data?.[field]?.code;
const termOf = (o: Outcome) => (o.error as { data?: { values?: { term?: string } } } | undefined)?.data?.values?.term;
const today = () => new Date().toISOString().slice(0, 10);

/** Only letters: a term no other test or seeded text contains. */
function freshTerm(): string {
  const abc = 'abcdefghijklmnopqrstuvwxyz';
  let s = 'zq';
  for (let i = 0; i < 12; i++) s += abc[Math.floor(Math.random() * abc.length)];
  return s;
}

async function countOf(term: string): Promise<number> {
  const su = await superuser();
  const rows = await su.collection('banned_search_counts').getFullList({ filter: su.filter('day = {:d} && term = {:t}', { d: today(), t: term }) });
  return rows.reduce((n, r) => n + (r.count as number), 0);
}

/** The counts are written within about a second of the search (internal/bannedterms). */
async function expectCount(term: string, n: number) {
  await waitFor(`count of ${term} = ${n}`, async () => (await countOf(term)) === n, 5000);
}

function expectRefused(o: Outcome, field: string, term: string) {
  expect(o.status, JSON.stringify(o.error)).toBe(400);
  expect(codeOf(o)).toBe('banned_term');
  expect(fieldCodeOf(o, field)).toBe('validation_banned_term');
  expect(termOf(o)).toBe(term);
}

async function search(pb: PocketBase | null, path: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: pb ? { Authorization: pb.authStore.token } : {} });
  expect(res.status).toBe(200);
  return res.json();
}

describe('banned terms: the list', () => {
  it('is seeded and readable by admins only; only admins write it', async () => {
    const admin = await client('admin');
    const seeded = await admin.collection('banned_terms').getFullList({ filter: 'term = "rape" || term = "13 year old" || term = "thirteen year old" || term = "underage"' });
    expect(seeded.map((r) => r.term).sort()).toEqual(['13 year old', 'rape', 'thirteen year old', 'underage']);

    for (const role of ['visitor', 'member', 'premium', 'creator'] as const) {
      const pb = await client(role);
      const list = await attempt(() => pb.collection('banned_terms').getList(1, 5));
      expect(list.ok ? (list.data as { items: unknown[] }).items.length : 0, role).toBe(0);
      expect((await attempt(() => pb.collection('banned_terms').getOne(seeded[0]!.id))).ok, role).toBe(false);
      expect((await attempt(() => pb.collection('banned_terms').create({ term: freshTerm() }))).ok, role).toBe(false);
      expect((await attempt(() => pb.collection('banned_terms').update(seeded[0]!.id, { term: freshTerm() }))).ok, role).toBe(false);
      expect((await attempt(() => pb.collection('banned_terms').delete(seeded[0]!.id))).ok, role).toBe(false);
      const counts = await attempt(() => pb.collection('banned_search_counts').getList(1, 5));
      expect(counts.ok ? (counts.data as { items: unknown[] }).items.length : 0, role).toBe(0);
    }
    // Nobody writes the counts through the API, admins included: only searches add to them.
    expect((await attempt(() => admin.collection('banned_search_counts').create({ day: today(), term: 'x', count: 0 }))).ok).toBe(false);
    expect((await admin.collection('banned_terms').getOne(seeded[0]!.id)).id).toBe(seeded[0]!.id);
  });

  it('stores a term normalised, refuses an empty or duplicate one', async () => {
    const admin = await client('admin');
    const bad = await attempt(() => admin.collection('banned_terms').create({ term: ' -- !! ' }));
    expect(bad.status).toBe(400);
    expect(codeOf(bad)).toBe('banned_term_invalid');
    const t = freshTerm();
    const rec = await admin.collection('banned_terms').create({ term: `  ${t.toUpperCase()}-Éx ` });
    expect(rec.term).toBe(`${t} ex`);
    expect((await attempt(() => admin.collection('banned_terms').create({ term: `${t} EX` }))).status).toBe(400);
    await admin.collection('banned_terms').delete(rec.id);
  });
});

describe('banned terms: refused on save', () => {
  it('in a video title and description (superuser, admin and creator), normalised: case, accents, leetspeak, separators', async () => {
    const su = await superuser();
    const admin = await client('admin');
    const creator = await client('creator');
    const creatorId = await userId('creator');
    const base = { slug: uid('v-'), author: 'Tester', creator: creatorId };
    expectRefused(await attempt(() => su.collection('videos').create({ ...base, title: 'A R4PÉ scene' })), 'title', 'rape');
    expectRefused(await attempt(() => creator.collection('videos').create({ ...base, title: 'Fine', description: 'she is a-s-l-e-e-p' })), 'description', 'asleep');
    expectRefused(await attempt(() => creator.collection('videos').create({ ...base, title: 'a 13-year-old' })), 'title', '13 year old');

    const v = await freshVideo(creatorId);
    expectRefused(await attempt(() => admin.collection('videos').update(v.id, { title: 'Non Consensual' })), 'title', 'non consensual');
    expectRefused(await attempt(() => creator.collection('videos').update(v.id, { description: 'fourteen yo' })), 'description', 'fourteen yo');
    // Whole words: a term inside a longer word is not one.
    expect((await attempt(() => creator.collection('videos').update(v.id, { title: 'Grape harvest therapist', description: 'childhood' }))).ok).toBe(true);
  });

  it('in a category name and its translations, and a premium category name', async () => {
    const admin = await client('admin');
    expectRefused(await attempt(() => admin.collection('categories').create({ slug: uid('cat-'), name: 'Underage' })), 'name', 'underage');
    const c = await freshCategory();
    expectRefused(await attempt(() => admin.collection('categories').update(c.id, { name: 'Drugged' })), 'name', 'drugged');
    expectRefused(await attempt(() => admin.collection('categories').update(c.id, { name_i18n: { de: 'Strand', fr: 'Ｍｉｎｏｒ' } })), 'name_i18n', 'minor');
    expect((await attempt(() => admin.collection('categories').update(c.id, { name_i18n: { de: 'Strand' } }))).ok).toBe(true);
    expectRefused(await attempt(() => admin.collection('premium_categories').create({ slug: uid('pc-'), name: 'Jailbait' })), 'name', 'jailbait');
  });

  it('in the upload form, before processing', async () => {
    const creator = await client('creator');
    const url = await tusUpload(baseUrl(), creator.authStore.token, testVideo('banned.mp4', 2));
    const res = await finish(url, creator.authStore.token, { title: 'Teen 13 clip', author: 'Tester', useFrame: true });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.data.code).toBe('banned_term');
    expect(body.data.title.code).toBe('validation_banned_term');
  });

  it("an admin's edit of the list takes effect at once; an unchanged old title does not block other edits", async () => {
    const admin = await client('admin');
    const creator = await client('creator');
    const term = freshTerm();
    const v = await freshVideo(await userId('creator'));
    await creator.collection('videos').update(v.id, { title: `About ${term}` }); // allowed: not listed yet
    const rec = await admin.collection('banned_terms').create({ term });
    // The admin's edit is in the audit log (who added or removed which term).
    const su = await superuser();
    const logged = await su.collection('audit_log').getFullList({ filter: su.filter('target = {:id}', { id: rec.id }) });
    expect(logged.map((r) => r.action)).toEqual(['banned_terms.create']);
    expectRefused(await attempt(() => creator.collection('videos').update(v.id, { title: `Now ${term}!` })), 'title', term);
    expectRefused(await attempt(() => create('categories', { slug: uid('cat-'), name: term.toUpperCase() })), 'name', term);
    // The old title stays; editing another field still works (a moderator's hide, a fix).
    expect((await attempt(() => creator.collection('videos').update(v.id, { description: 'new words' }))).ok).toBe(true);
    await admin.collection('banned_terms').delete(rec.id);
    expect((await attempt(() => creator.collection('videos').update(v.id, { title: `Again ${term}` }))).ok).toBe(true);
  });
});

describe('banned terms: search', () => {
  it('finds nothing, not even the fallback, and every attempt is counted (the response cache included)', async () => {
    const before = await countOf('rape');
    for (const q of ['rape', 'R A P E', 'r4pe videos']) {
      const page = await search(null, `/api/reelhouse/search?q=${encodeURIComponent(q)}`);
      expect(page.items, q).toEqual([]);
      expect(page.totalItems).toBe(0);
      expect(page.is_fallback).toBe(false);
    }
    await search(null, '/api/reelhouse/search?q=rape'); // a repeat the response cache would answer
    await expectCount('rape', before + 4);
    // The counts keep the day and the term only.
    const su = await superuser();
    const row = await su.collection('banned_search_counts').getFirstListItem(su.filter('day = {:d} && term = "rape"', { d: today() }));
    expect(Object.keys(row).filter((k) => !['id', 'collectionId', 'collectionName', 'created', 'updated'].includes(k)).sort()).toEqual(['count', 'day', 'term']);
  });

  it('premium and creator searches find nothing for a term either', async () => {
    const before = await countOf('underage');
    const premium = await client('premium');
    const p = await search(premium, '/api/reelhouse/premium/videos?q=under-age');
    expect(p.items).toEqual([]);
    const creator = await client('creator');
    const c = await search(creator, '/api/reelhouse/creator/videos?q=underage');
    expect(c.items).toEqual([]);
    await expectCount('underage', before + 2);
  });

  it("an admin's video manager still finds an old video with a term listed after it was saved (and is not counted)", async () => {
    const admin = await client('admin');
    const term = freshTerm();
    const v = await freshVideo(await userId('creator'));
    await admin.collection('videos').update(v.id, { title: `Old ${term} clip` });
    const rec = await admin.collection('banned_terms').create({ term });
    const creatorId = await userId('creator');
    const found = await search(admin, `/api/reelhouse/creator/videos?creator=${creatorId}&q=${term}`);
    expect(found.items.map((x: { id: string }) => x.id)).toContain(v.id);
    const creator = await client('creator');
    expect((await search(creator, `/api/reelhouse/creator/videos?q=${term}`)).items).toEqual([]);
    await expectCount(term, 1);
    await admin.collection('banned_terms').delete(rec.id);
  });

  it('a term added by an admin stops a search at once; removed, the search works again', async () => {
    const admin = await client('admin');
    const term = freshTerm();
    const open = await search(null, `/api/reelhouse/search?q=${term}`);
    expect(open.is_fallback).toBe(true); // nothing matches: the trending fallback
    const rec = await admin.collection('banned_terms').create({ term });
    const shut = await search(null, `/api/reelhouse/search?q=${term}&page=1`);
    expect(shut.items).toEqual([]);
    expect(shut.is_fallback).toBe(false);
    await expectCount(term, 1);
    await admin.collection('banned_terms').delete(rec.id);
    const again = await search(null, `/api/reelhouse/search?q=${term}&perPage=5`);
    expect(again.is_fallback).toBe(true);
  });
});
