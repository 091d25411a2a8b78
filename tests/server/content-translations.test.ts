// Category names and blog posts per language (issue 27 §6, migration 1763806000): an admin
// gives a translation, a read with ?lang= answers it, any other language the original;
// bad keys and too long texts are refused with a message that says what to fix.
import { describe, expect, it } from 'vitest';
import { attempt, client, rawGet, superuser, uid } from './helpers';
import { create, freshCategory, freshVideo } from './fixtures';

const msg = (o: { error?: unknown }) => String((o.error as { message?: string } | undefined)?.message ?? '');
const fieldCode = (o: { error?: unknown }, field: string) => ((o.error as { data?: Record<string, { code?: string }> } | undefined)?.data ?? {})[field]?.code;

async function categoryNamed(slug: string, lang?: string) {
  const q = new URLSearchParams({ filter: `slug="${slug}"`, ...(lang ? { lang } : {}) });
  const r = await rawGet(`/api/collections/categories/records?${q}`);
  expect(r.status).toBe(200);
  return (JSON.parse(r.body) as { items: Array<Record<string, unknown>> }).items[0]!;
}

describe('category names per language', () => {
  it('answers the name in the asked language, the original otherwise', async () => {
    const admin = await client('admin');
    const c = await freshCategory({ name: 'Beach', meta_title: 'Beach videos' });
    const saved = await admin.collection('categories').update(c.id, { name_i18n: { de: '  Strand ', es: '', fr: null } });
    // Trimmed, empty entries dropped.
    expect(saved.name_i18n).toEqual({ de: 'Strand' });

    const de = await categoryNamed(c.slug, 'de');
    expect(de.name).toBe('Strand');
    // The English meta title does not describe the German name: the page makes its own.
    expect(de.meta_title).toBe('');
    // Visitors get one name, not every language's.
    expect(de.name_i18n).toBeUndefined();
    for (const lang of [undefined, 'en', 'es', 'fr', 'it', "de' OR 1=1"]) {
      const other = await categoryNamed(c.slug, lang);
      expect(other.name, String(lang)).toBe('Beach');
      expect(other.meta_title).toBe('Beach videos');
    }
    // The admin edits the originals and sees the translations.
    const forAdmin = await admin.collection('categories').getOne(c.id);
    expect(forAdmin.name).toBe('Beach');
    expect(forAdmin.name_i18n).toEqual({ de: 'Strand' });
  });

  it('names the categories of the featured list and of the watch page in the language', async () => {
    const c = await freshCategory({ name: 'Forest', name_i18n: { fr: 'Forêt' } });
    const link = await create('featured_categories', { category: c.id, display_order: 900 });
    try {
      const r = await rawGet(`/api/collections/featured_categories/records?filter=${encodeURIComponent(`id="${link.id}"`)}&expand=category&lang=fr`);
      expect(JSON.parse(r.body).items[0].expand.category.name).toBe('Forêt');
    } finally {
      await (await superuser()).collection('featured_categories').delete(link.id);
    }

    const v = await freshVideo(null);
    await (await superuser()).collection('videos').update(v.id, { categories: [c.id] });
    const watch = async (lang = '') => JSON.parse((await rawGet(`/api/reelhouse/videos/${v.slug}${lang ? `?lang=${lang}` : ''}`)).body).categories;
    expect(await watch('fr')).toEqual([{ id: c.id, slug: c.slug, name: 'Forêt' }]);
    expect(await watch()).toEqual([{ id: c.id, slug: c.slug, name: 'Forest' }]);
    expect(await watch('de')).toEqual([{ id: c.id, slug: c.slug, name: 'Forest' }]);
  });

  it('refuses an unknown language, a too long or too short name, and anything but text', async () => {
    const admin = await client('admin');
    const c = await freshCategory();
    const cases: Array<[unknown, string]> = [
      [{ en: 'Beach' }, 'Unknown language "en" for a category name: use de, es or fr.'],
      [{ it: 'Spiaggia' }, 'Unknown language "it" for a category name: use de, es or fr.'],
      [{ de: 'x'.repeat(51) }, 'The de category name must be 2-50 characters.'],
      [{ es: 'P' }, 'The es category name must be 2-50 characters.'],
      [{ fr: 12 }, 'The fr category name must be text.'],
      [['Strand'], 'Category names per language must be an object such as {"de": "Strand"}.'],
    ];
    for (const [names, message] of cases) {
      const o = await attempt(() => admin.collection('categories').update(c.id, { name_i18n: names }));
      expect(o.status, JSON.stringify(names)).toBe(400);
      expect(msg(o)).toBe(message);
      expect(fieldCode(o, 'name_i18n')).toMatch(/^validation_/);
    }
    // Creating is checked the same way.
    const o = await attempt(() => admin.collection('categories').create({ slug: uid('cat-'), name: 'New one', name_i18n: { xx: 'Nope' } }));
    expect(o.status).toBe(400);
    expect(msg(o)).toContain('Unknown language "xx"');
  });

  it('only admins write names', async () => {
    const c = await freshCategory();
    for (const role of ['visitor', 'member', 'creator'] as const) {
      const o = await attempt(async () => (await client(role)).collection('categories').update(c.id, { name_i18n: { de: 'Gehackt' } }));
      expect(o.ok, role).toBe(false);
    }
    expect((await (await superuser()).collection('categories').getOne(c.id)).name_i18n).toBeNull();
  });

  it('gives the German category page its German title and the English page the original', async () => {
    const c = await freshCategory({ name: 'Mountains', name_i18n: { de: 'Berge' } });
    const de = await rawGet(`/de/categories/${c.slug}`);
    expect(de.body).toContain('<title>Berge – Erwachsenenvideos | ');
    const en = await rawGet(`/categories/${c.slug}`);
    expect(en.body).toContain('<title>Mountains Adult Videos | ');
  });
});

async function post(data: Record<string, unknown>) {
  return (await superuser()).collection('blogs').create({ title: uid('Post '), content: 'English body text', published: true, ...data });
}
const blogList = async (q: string) => JSON.parse((await rawGet(`/api/reelhouse/blogs?${q}`)).body) as { items: Array<Record<string, string>> };
const blogPost = async (slug: string, lang = '') => JSON.parse((await rawGet(`/api/reelhouse/blogs/${slug}${lang ? `?lang=${lang}` : ''}`)).body) as Record<string, string>;

describe('blog posts per language', () => {
  it('answers the translated title, excerpt and body, field by field the original where missing', async () => {
    const marker = uid('m');
    const b = await post({
      title: `Hello ${marker}`,
      meta_title: 'English meta',
      translations: { de: { title: `Hallo ${marker}`, excerpt: 'Kurz gesagt', content_html: '<p>Deutscher Text</p>' }, es: { content_html: '<p>Texto</p>' } },
    });
    const de = await blogPost(b.slug, 'de');
    expect(de).toMatchObject({ title: `Hallo ${marker}`, content_html: '<p>Deutscher Text</p>', excerpt: 'Kurz gesagt', lang: 'de', meta_title: '' });
    // Spanish: a body but no title.
    const es = await blogPost(b.slug, 'es');
    expect(es).toMatchObject({ title: `Hello ${marker}`, content_html: '<p>Texto</p>', lang: 'es', meta_title: 'English meta' });
    for (const lang of ['', 'fr', 'en', 'xx']) {
      expect(await blogPost(b.slug, lang), lang).toMatchObject({ title: `Hello ${marker}`, content_html: '<p>English body text</p>', lang: 'en' });
    }

    const listDe = await blogList(`q=${marker}&lang=de`);
    expect(listDe.items.map((i) => [i.title, i.excerpt, i.lang])).toEqual([[`Hallo ${marker}`, 'Kurz gesagt', 'de']]);
    const listEs = await blogList(`q=${marker}&lang=es`);
    expect(listEs.items.map((i) => [i.title, i.excerpt])).toEqual([[`Hello ${marker}`, 'Texto']]);
    const listEn = await blogList(`q=${marker}`);
    expect(listEn.items.map((i) => [i.title, i.excerpt])).toEqual([[`Hello ${marker}`, 'English body text']]);
    // The visitor's language is searched too.
    expect((await blogList(`q=${encodeURIComponent('Deutscher Text')}&lang=de`)).items.map((i) => i.slug)).toContain(b.slug);
  });

  it('sanitises a translated body with the same policy as the original', async () => {
    const b = await post({
      translations: { fr: { content_html: '<p onclick="x()">ok</p><script>alert(1)</script><img src="https://tracker.example/p.gif"><a href="javascript:alert(1)">l</a>' } },
    });
    expect((b.translations as Record<string, Record<string, string>>).fr!.content_html).toBe('<p>ok</p>l');
    expect((await blogPost(b.slug, 'fr')).content_html).toBe('<p>ok</p>l');
  });

  it('refuses an unknown language or field, and too long texts', async () => {
    const admin = await client('admin');
    const b = await post({});
    const cases: Array<[unknown, string]> = [
      [{ en: { title: 'Hi' } }, 'Unknown language "en" for a translation: use de, es or fr.'],
      [{ de: { body: 'x' } }, 'Unknown field "body" in the de translation: use title, excerpt or content_html.'],
      [{ es: { title: 'x'.repeat(201) } }, 'The es title must be at most 200 characters.'],
      [{ fr: { excerpt: 'x'.repeat(301) } }, 'The fr excerpt must be at most 300 characters.'],
      [{ de: 'Hallo' }, 'The de translation must be an object of title, excerpt and content_html.'],
    ];
    for (const [translations, message] of cases) {
      const o = await attempt(() => admin.collection('blogs').update(b.id, { translations }));
      expect(o.status, JSON.stringify(translations).slice(0, 60)).toBe(400);
      expect(msg(o)).toBe(message);
      expect(fieldCode(o, 'translations')).toMatch(/^validation_/);
    }
    // Members cannot write translations.
    const member = await attempt(async () => (await client('member')).collection('blogs').update(b.id, { translations: { de: { title: 'x' } } }));
    expect(member.ok).toBe(false);
  });

  it("gives the German post page its German title", async () => {
    const b = await post({ title: 'Plain English', translations: { de: { title: 'Schlichtes Deutsch', excerpt: 'Eine Zusammenfassung' } } });
    const de = await rawGet(`/de/blog/${b.slug}`);
    expect(de.body).toContain('<title>Schlichtes Deutsch | ');
    expect(de.body).toContain('content="Eine Zusammenfassung"');
    expect((await rawGet(`/blog/${b.slug}`)).body).toContain('<title>Plain English | ');
  });
});
