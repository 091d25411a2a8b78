import { describe, expect, it } from 'vitest';
import { formatTags, parseTags } from './tag-text';

describe('tag text', () => {
  it('splits on commas and drops blanks', () => {
    expect(parseTags(' beach,  Sunset Walk ,, ')).toEqual(['beach', 'Sunset Walk']);
    expect(parseTags('')).toEqual([]);
  });
  it('joins a stored array, ignoring anything else', () => {
    expect(formatTags(['beach', 'sunset-walk'])).toBe('beach, sunset-walk');
    expect(formatTags(null)).toBe('');
    expect(formatTags(['a', 3])).toBe('a');
  });
});
