import { describe, expect, it } from 'vitest';
import { normaliseSearchQuery, searchQueryString } from './search-query';

describe('normaliseSearchQuery', () => {
  it('trims surrounding whitespace', () => {
    expect(normaliseSearchQuery('  red car \n')).toBe('red car');
  });
  it('ignores empty and blank text', () => {
    expect(normaliseSearchQuery('')).toBeNull();
    expect(normaliseSearchQuery('   \t ')).toBeNull();
    expect(normaliseSearchQuery(null)).toBeNull();
    expect(normaliseSearchQuery(undefined)).toBeNull();
  });
  it('keeps inner spacing and characters', () => {
    expect(normaliseSearchQuery(' a  b&c ')).toBe('a  b&c');
  });
});

describe('searchQueryString', () => {
  it('encodes the trimmed text', () => {
    expect(searchQueryString('  rock & roll / 100% ')).toBe('search=rock%20%26%20roll%20%2F%20100%25');
    expect(searchQueryString('café?#')).toBe('search=caf%C3%A9%3F%23');
  });
  it('returns null for blank text', () => {
    expect(searchQueryString('  ')).toBeNull();
  });
});
