import { describe, expect, it } from 'vitest';
import { iconUrlFor } from './category-icon';

describe('iconUrlFor', () => {
  const assets = [
    { type: 'favicon' as const, category: '', url: '/fav.png' },
    { type: 'category' as const, category: 'c1', url: '/c1.png' },
  ];
  it('prefers the category assignment, then the favicon', () => {
    expect(iconUrlFor('c1', assets)).toBe('/c1.png');
    expect(iconUrlFor('c2', assets)).toBe('/fav.png');
  });
  it('returns null without assignments (first-letter fallback)', () => {
    expect(iconUrlFor('c1', [])).toBeNull();
    expect(iconUrlFor('c1', undefined)).toBeNull();
  });
});
