import { describe, expect, it } from 'vitest';
import { listPageQuery } from './list-cursor';

describe('listPageQuery', () => {
  it('asks for the first page by number', () => {
    expect(listPageQuery(1, { next: 'abc' })).toBe('page=1');
  });
  it('continues after the previous page when it gave a cursor', () => {
    expect(listPageQuery(3, { next: 'MjAyNi0xMS0wMXwxMg' })).toBe('cursor=MjAyNi0xMS0wMXwxMg');
    expect(listPageQuery(2, { next: 'a+b/c' })).toBe('cursor=a%2Bb%2Fc');
  });
  it('falls back to the page number when the previous page is not known', () => {
    expect(listPageQuery(4, undefined)).toBe('page=4');
    expect(listPageQuery(4, {})).toBe('page=4');
  });
});
