import { describe, expect, it } from 'vitest';
import adminCatalog from '../../../i18n/locales/en/admin.json?raw';
import { CATEGORY_ERRORS } from './category-rules';
import { categorySchema } from './category-schema';

const ok = { name: 'Beach', slug: 'beach', meta_title: '', meta_description: '' };
/** Field → message of what the schema refuses. */
const errors = (v: typeof ok) => Object.fromEntries((categorySchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('categorySchema', () => {
  it('accepts a valid category', () => {
    expect(errors(ok)).toEqual({});
  });
  it('gives the spec texts at the limits', () => {
    expect(errors({ ...ok, name: 'B' }).name).toBe(CATEGORY_ERRORS.name);
    expect(errors({ ...ok, name: ' B ' }).name).toBe(CATEGORY_ERRORS.name);
    expect(errors({ ...ok, name: 'x'.repeat(51) }).name).toBe(CATEGORY_ERRORS.name);
    expect(errors({ ...ok, name: 'x'.repeat(50) }).name).toBeUndefined();
    expect(errors({ ...ok, slug: 'Beach' }).slug).toBe(CATEGORY_ERRORS.slug);
    expect(errors({ ...ok, slug: 'b' }).slug).toBe(CATEGORY_ERRORS.slug);
    expect(errors({ ...ok, slug: 'a_b' }).slug).toBe(CATEGORY_ERRORS.slug);
    expect(errors({ ...ok, slug: 'x'.repeat(51) }).slug).toBe(CATEGORY_ERRORS.slug);
    expect(errors({ ...ok, meta_title: 'x'.repeat(61) }).meta_title).toBe(CATEGORY_ERRORS.metaTitle);
    expect(errors({ ...ok, meta_title: 'x'.repeat(60) }).meta_title).toBeUndefined();
    expect(errors({ ...ok, meta_description: 'x'.repeat(161) }).meta_description).toBe(CATEGORY_ERRORS.metaDescription);
    expect(errors({ ...ok, meta_description: 'x'.repeat(160) }).meta_description).toBeUndefined();
  });
  it('reports every field at once, one message each', () => {
    const all = categorySchema.safeParse({ name: '', slug: '', meta_title: 'x'.repeat(61), meta_description: 'x'.repeat(161) }).error!.issues;
    expect(all.map((i) => i.path.join('.'))).toEqual(['name', 'slug', 'meta_title', 'meta_description']);
  });
  it('gives what is saved: trimmed texts, empty meta fields empty', () => {
    expect(categorySchema.parse({ name: ' A b ', slug: 'ab ', meta_title: '  ', meta_description: '' })).toEqual({
      name: 'A b',
      slug: 'ab',
      meta_title: '',
      meta_description: '',
    });
  });
  it('takes a name per language: empty for none, else 2-50 characters, trimmed (issue 27 §6)', () => {
    const names = { de: ' Strand ', es: '', fr: 'x'.repeat(50) };
    expect(categorySchema.parse({ ...ok, name_i18n: names }).name_i18n).toEqual({ de: 'Strand', es: '', fr: 'x'.repeat(50) });
    expect(errors({ ...ok, name_i18n: { de: 'S', es: 'x'.repeat(51), fr: '  ' } } as typeof ok)).toEqual({
      'name_i18n.de': CATEGORY_ERRORS.translatedName,
      'name_i18n.es': CATEGORY_ERRORS.translatedName,
    });
  });
  it('the spec texts are the English catalog texts the form shows', () => {
    const en = JSON.parse(adminCatalog) as Record<string, string>;
    expect(en['validation.category.name']).toBe(CATEGORY_ERRORS.name);
    expect(en['validation.category.slug']).toBe(CATEGORY_ERRORS.slug);
    expect(en['validation.category.meta_title']).toBe(CATEGORY_ERRORS.metaTitle);
    expect(en['validation.category.meta_description']).toBe(CATEGORY_ERRORS.metaDescription);
    expect(en['validation.category.translated_name']).toBe(CATEGORY_ERRORS.translatedName);
  });
});
