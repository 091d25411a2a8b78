import { describe, expect, it } from 'vitest';
import { defaultMetaDescription, defaultMetaTitle, slugFromName, sortCategories } from './category-rules';

describe('slugFromName', () => {
  it('lowercases, hyphenates and trims', () => {
    expect(slugFromName('  Big & Beautiful! ')).toBe('big-beautiful');
    expect(slugFromName('Crème Brûlée')).toBe('creme-brulee');
    expect(slugFromName('x'.repeat(49) + ' y')).toBe('x'.repeat(49));
  });
});

describe('defaults', () => {
  it('names the category in the default meta texts', () => {
    expect(defaultMetaTitle('Beach')).toBe('Beach Adult Videos');
    expect(defaultMetaTitle('')).toBe('[Category Name] Adult Videos');
    expect(defaultMetaDescription('Beach')).toBe('Watch the best beach adult videos...');
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
