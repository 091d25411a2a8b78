import { describe, expect, it } from 'vitest';
import { scrollsToTop } from './scroll-to-top-rule';

describe('scrollsToTop', () => {
  it('leaves the first render where the browser (or the reader) put it', () => {
    expect(scrollsToTop(null, '/')).toBe(false);
  });
  it('scrolls on a change of path, and not on a render of the same path (a layout remounted, a query change)', () => {
    expect(scrollsToTop('/', '/video/a')).toBe(true);
    expect(scrollsToTop('/videos', '/videos')).toBe(false);
  });
});
