import { describe, expect, it } from 'vitest';
import { CATEGORY_ERRORS, defaultMetaTitle, slugFromName, sortCategories, toPayload, validateCategory } from './category-rules';

const ok = { name: 'Beach', slug: 'beach', meta_title: '', meta_description: '' };

describe('validateCategory', () => {
  it('accepts a valid category', () => {
    expect(validateCategory(ok)).toEqual({});
  });
  it('gives the spec texts at the limits', () => {
    expect(validateCategory({ ...ok, name: 'B' }).name).toBe(CATEGORY_ERRORS.name);
    expect(validateCategory({ ...ok, name: 'x'.repeat(51) }).name).toBe(CATEGORY_ERRORS.name);
    expect(validateCategory({ ...ok, name: 'x'.repeat(50) }).name).toBeUndefined();
    expect(validateCategory({ ...ok, slug: 'Beach' }).slug).toBe(CATEGORY_ERRORS.slug);
    expect(validateCategory({ ...ok, slug: 'b' }).slug).toBe(CATEGORY_ERRORS.slug);
    expect(validateCategory({ ...ok, slug: 'a_b' }).slug).toBe(CATEGORY_ERRORS.slug);
    expect(validateCategory({ ...ok, meta_title: 'x'.repeat(61) }).meta_title).toBe(CATEGORY_ERRORS.metaTitle);
    expect(validateCategory({ ...ok, meta_title: 'x'.repeat(60) }).meta_title).toBeUndefined();
    expect(validateCategory({ ...ok, meta_description: 'x'.repeat(161) }).meta_description).toBe(CATEGORY_ERRORS.metaDescription);
  });
});

describe('slugFromName', () => {
  it('lowercases, hyphenates and trims', () => {
    expect(slugFromName('  Big & Beautiful! ')).toBe('big-beautiful');
    expect(slugFromName('Crème Brûlée')).toBe('creme-brulee');
    expect(slugFromName('x'.repeat(49) + ' y')).toBe('x'.repeat(49));
  });
});

describe('toPayload and defaults', () => {
  it('trims and keeps empty meta empty', () => {
    expect(toPayload({ name: ' A b ', slug: 'ab ', meta_title: '  ', meta_description: '' })).toEqual({
      name: 'A b',
      slug: 'ab',
      meta_title: '',
      meta_description: '',
    });
    expect(defaultMetaTitle('Beach')).toBe('Beach Adult Videos');
  });
});

describe('sortCategories', () => {
  it('puts trending, newest first, then by name', () => {
    const list = [
      { slug: 'zoo', name: 'Zoo', protected: false },
      { slug: 'newest', name: 'Newest', protected: true },
      { slug: 'art', name: 'Art', protected: false },
      { slug: 'trending', name: 'Trending', protected: true },
    ];
    expect(sortCategories(list).map((c) => c.slug)).toEqual(['trending', 'newest', 'art', 'zoo']);
  });
});
