import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('is "Title | Site" once', () => {
    expect(documentTitle('Blog', 'Reelhouse')).toBe('Blog | Reelhouse');
    expect(documentTitle('Welcome | Reelhouse', 'Reelhouse')).toBe('Welcome | Reelhouse');
    expect(documentTitle('Welcome - reelhouse', 'Reelhouse')).toBe('Welcome | Reelhouse');
    expect(documentTitle('Welcome | Reelhouse', 'My Tube')).toBe('Welcome | Reelhouse | My Tube');
  });
  it('is the site name alone without a title', () => {
    expect(documentTitle(null, 'My Tube')).toBe('My Tube');
    expect(documentTitle('  ', 'My Tube')).toBe('My Tube');
    expect(documentTitle('Reelhouse', 'Reelhouse')).toBe('Reelhouse');
    expect(documentTitle('x', '')).toBe('x | Reelhouse');
  });
});
