import { describe, expect, it } from 'vitest';
import adminCatalog from '../../../i18n/locales/en/admin.json?raw';
import { CATEGORY_ERRORS } from '../categories/category-rules';
import { BLOG_ERRORS, blogSchema, type BlogValues } from './blog-schema';
import { translationsForm } from './blog-translations';

const ok: BlogValues = {
  title: 'T',
  body: { html: '<p>x</p>', text: 'x', hasImage: false },
  image: null,
  removeImage: false,
  meta_title: '',
  meta_description: '',
  translations: translationsForm(null),
};
const errors = (v: BlogValues) => Object.fromEntries((blogSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('blogSchema', () => {
  it('needs a title (the spec text) and non-blank content, both at once', () => {
    expect(errors({ ...ok, title: ' ', body: { html: '<p></p>', text: ' \n ', hasImage: false } })).toEqual({
      title: BLOG_ERRORS.title,
      body: BLOG_ERRORS.content,
    });
    expect(errors({ ...ok, body: { html: '<img src="/a.png">', text: '', hasImage: true } })).toEqual({});
  });
  it('limits the meta texts as for categories', () => {
    expect(errors({ ...ok, meta_title: 'x'.repeat(61) })).toEqual({ meta_title: CATEGORY_ERRORS.metaTitle });
    expect(errors({ ...ok, meta_title: ` ${'x'.repeat(60)} ` })).toEqual({});
    expect(errors({ ...ok, meta_description: 'x'.repeat(161) })).toEqual({ meta_description: CATEGORY_ERRORS.metaDescription });
  });
  it('takes a JPEG, PNG or WebP featured image only', () => {
    expect(errors({ ...ok, image: new File(['x'], 'a.webp', { type: 'image/webp' }) })).toEqual({});
    expect(errors({ ...ok, image: new File(['x'], 'a.gif', { type: 'image/gif' }) })).toEqual({ image: BLOG_ERRORS.imageType });
  });
  it('limits a translated title to 200 and an excerpt to 300 characters, and needs no translation', () => {
    const tr = translationsForm(null);
    expect(errors({ ...ok, translations: { ...tr, de: { ...tr.de, title: 'ä'.repeat(200), excerpt: 'x'.repeat(300) } } })).toEqual({});
    expect(errors({ ...ok, translations: { ...tr, de: { ...tr.de, title: 'x'.repeat(201) }, fr: { ...tr.fr, excerpt: 'x'.repeat(301) } } })).toEqual({
      'translations.de.title': BLOG_ERRORS.translatedTitle,
      'translations.fr.excerpt': BLOG_ERRORS.excerpt,
    });
  });
  it('keeps the values as typed', () => {
    expect(blogSchema.parse({ ...ok, title: ' T ' }).title).toBe(' T ');
  });
  it('the spec texts are the English catalog texts the form shows', () => {
    const en = JSON.parse(adminCatalog) as Record<string, string>;
    expect(en['validation.blog.title']).toBe(BLOG_ERRORS.title);
    expect(en['validation.blog.content']).toBe(BLOG_ERRORS.content);
    expect(en[BLOG_ERRORS.imageType]).toBe('Featured image must be a JPEG, PNG or WebP image');
    expect(en[BLOG_ERRORS.translatedTitle]).toBe('A translated title must not exceed 200 characters');
    expect(en[BLOG_ERRORS.excerpt]).toBe('An excerpt must not exceed 300 characters');
  });
});
