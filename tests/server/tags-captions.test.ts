// Tags and captions (issue 41 items 4 and 5): normalisation and limits, the tag page against
// an independent computation, search by tag and caption text, the sitemap, caption uploads
// (who, what, how big), their sanitising and their visibility with the video.
import { describe, expect, it } from 'vitest';
import { attempt, client, rawGet, superuser, uid, userId } from './helpers';
import { makePremium } from './fixtures';

/** A unique tag made of letters only (the search tokenizer keeps it as one word). */
function word(prefix: string): string {
  const abc = 'abcdefghijklmnopqrstuvwxyz';
  let s = prefix;
  for (let i = 0; i < 10; i++) s += abc[Math.floor(Math.random() * abc.length)];
  return s;
}

/** A published video of `who`: made by the superuser (the operator's videos are exempt from
 * the performer-records gate, issue 38 §1), then edited by its creator in the tests. */
async function creatorVideo(tags: unknown, who: 'creator' | 'creator2' = 'creator') {
  const pb = await superuser();
  return pb.collection('videos').create({
    title: 'Tagged clip', slug: uid('tg-'), description: 'tags test', author: 'Tester', duration: 30,
    creator: await userId(who), tags,
  });
}

const vtt = (text: string) => `WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n${text}\n`;
const vttFile = (body: string, name = 'subs.vtt') => new File([body], name, { type: 'text/vtt' });

async function hide(id: string) {
  await (await superuser()).collection('videos').update(id, { hidden: true, moderation: 'hidden' });
}

describe('tags', () => {
  it('are normalised, deduplicated and limited, with clear refusals', async () => {
    const v = await creatorVideo([' Beach Day ', 'beach_day', 'ÜBER Straße', 'x!!y']);
    expect(v.tags).toEqual(['beach-day', 'über-straße', 'x-y']);
    const pb = await client('creator');
    const eleven = Array.from({ length: 11 }, (_, i) => `tag${i}x`);
    const many = await attempt(() => pb.collection('videos').update(v.id, { tags: eleven }));
    expect(many.status).toBe(400);
    expect(many.error).toMatchObject({ data: { code: 'tags_too_many' } });
    const short = await attempt(() => pb.collection('videos').update(v.id, { tags: ['a'] }));
    expect(short.status).toBe(400);
    expect(short.error).toMatchObject({ data: { code: 'tag_length' } });
    const long = await attempt(() => pb.collection('videos').update(v.id, { tags: ['x'.repeat(31)] }));
    expect(long.status).toBe(400);
    const shape = await attempt(() => pb.collection('videos').update(v.id, { tags: { a: 1 } }));
    expect(shape.status).toBe(400);
    expect(shape.error).toMatchObject({ data: { code: 'tags_invalid' } });
    const banned = await attempt(() => pb.collection('videos').update(v.id, { tags: ['underage'] }));
    expect(banned.status).toBe(400);
    expect(banned.error).toMatchObject({ data: { code: 'banned_term' } });
  });

  it('/tag/{slug} lists exactly the visible tagged videos, newest first, and is empty for an unknown tag, 404 for an unnormalised slug', async () => {
    const tag = word('tp');
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await creatorVideo([tag, 'other-tag']));
    await creatorVideo(['unrelated-tag']);
    await hide(made[1]!.id);
    await makePremium(made[2]!.id); // premium videos are listed (with their lock), as elsewhere
    const su = await superuser();
    // Independent computation: the record API over videos.tags, not video_tags.
    const expected = (await su.collection('videos').getFullList({ filter: su.filter('tags ~ {:t} && hidden = false', { t: `"${tag}"` }), sort: '-created,-id' })).map((v) => v.id);
    expect(expected).toHaveLength(3);
    const page = await rawGet(`/api/reelhouse/tags/${tag}/videos?perPage=2`);
    expect(page.status).toBe(200);
    const first = JSON.parse(page.body);
    expect(first.totalItems).toBe(3);
    expect(first.tag).toBe(tag);
    const second = JSON.parse((await rawGet(`/api/reelhouse/tags/${tag}/videos?perPage=2&page=2`)).body);
    expect([...first.items, ...second.items].map((c: { id: string }) => c.id)).toEqual(expected);
    const none = await rawGet(`/api/reelhouse/tags/${word('none')}/videos`);
    expect(none.status).toBe(200);
    expect(JSON.parse(none.body)).toMatchObject({ totalItems: 0, items: [] });
    expect((await rawGet(`/api/reelhouse/tags/${tag.toUpperCase()}/videos`)).status).toBe(404);
    // The watch page carries the tags for its chips.
    const watch = JSON.parse((await rawGet(`/api/reelhouse/videos/${made[0]!.slug}`)).body);
    expect(watch.tags).toEqual([tag, 'other-tag']);
  });

  it('feed search and the sitemap', async () => {
    const tag = word('ts');
    const v = await creatorVideo([tag]);
    const found = JSON.parse((await rawGet(`/api/reelhouse/search?q=${tag}`)).body);
    expect(found.items.map((c: { id: string }) => c.id)).toContain(v.id);
    const index = await rawGet('/sitemap.xml');
    const loc = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).find((l) => l.includes('sitemap-tags-1.xml'));
    expect(loc).toBeTruthy();
    const file = await rawGet(new URL(loc!).pathname);
    expect(file.status).toBe(200);
    expect(file.body).toContain(`/tag/${tag}</loc>`);
  });
});

describe('captions', () => {
  it('only the video\'s creator or an admin uploads them; anything but WebVTT and oversize files are refused', async () => {
    const v = await creatorVideo([]);
    const data = (body: string, language = 'en') => ({ video: v.id, language, label: 'English', file: vttFile(body) });
    for (const who of ['visitor', 'member', 'creator2'] as const) {
      const pb = await client(who);
      const res = await attempt(() => pb.collection('captions').create(data(vtt('hi'))));
      expect([400, 401, 403, 404]).toContain(res.status);
      expect(res.ok).toBe(false);
    }
    const own = await client('creator');
    const srt = await attempt(() => own.collection('captions').create(data('1\n00:00:01,000 --> 00:00:02,000\nHi\n')));
    expect(srt.status).toBe(400);
    expect(srt.error).toMatchObject({ data: { code: 'captions_not_webvtt' } });
    const html = await attempt(() => own.collection('captions').create({ ...data(''), file: new File(['<html><script>1</script></html>'], 'x.vtt') }));
    expect(html.status).toBe(400);
    const big = await attempt(() => own.collection('captions').create(data(vtt('a'.repeat(600 * 1024)))));
    expect(big.status).toBe(413);
    expect(big.error).toMatchObject({ data: { code: 'captions_too_large' } });
    const ok = await attempt(() => own.collection('captions').create(data(vtt('Hello'))));
    expect(ok.ok).toBe(true);
    const admin = await client('admin');
    expect((await attempt(() => admin.collection('captions').create(data(vtt('Hallo'), 'de')))).ok).toBe(true);
    const dup = await attempt(() => own.collection('captions').create(data(vtt('again'))));
    expect(dup.status).toBe(400);
  });

  it('are served sanitised, found by search, and follow the video: hidden 404, premium readable like the video', async () => {
    const secret = word('cw');
    const v = await creatorVideo([]);
    const own = await client('creator');
    const rec = await own.collection('captions').create({
      video: v.id, language: 'de', label: 'Deutsch',
      file: vttFile(`WEBVTT\n\nSTYLE\n::cue { background: url(https://evil.example/) }\n\n00:00:01.000 --> 00:00:02.000\n<b>${secret}</b> <script>alert(1)</script><img src=x onerror=alert(1)>\n`),
    });
    expect(rec).not.toHaveProperty('text'); // the indexed text stays on the server
    const watch = JSON.parse((await rawGet(`/api/reelhouse/videos/${v.slug}`)).body);
    expect(watch.captions).toHaveLength(1);
    expect(watch.captions[0]).toMatchObject({ language: 'de', label: 'Deutsch' });
    const file = await rawGet(watch.captions[0].url);
    expect(file.status).toBe(200);
    expect(file.body).toBe(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<b>${secret}</b> alert(1)\n`);
    const found = JSON.parse((await rawGet(`/api/reelhouse/search?q=${secret}`)).body);
    expect(found.items.map((c: { id: string }) => c.id)).toContain(v.id);

    await makePremium(v.id);
    expect((await rawGet(watch.captions[0].url)).status).toBe(200);
    await hide(v.id);
    expect((await rawGet(watch.captions[0].url)).status).toBe(404);
    const visitor = await client('visitor');
    expect((await attempt(() => visitor.collection('captions').getOne(rec.id))).status).toBe(404);
    expect((await attempt(() => own.collection('captions').getOne(rec.id))).ok).toBe(true);
  });
});
