import { describe, expect, it } from 'vitest';
import { membersQuery } from './api';

describe('membersQuery', () => {
  it('sends the search trimmed, and none when blank', () => {
    expect(membersQuery(' Ada@ ', 2)).toBe('page=2&perPage=30&q=Ada%40');
    expect(membersQuery('  ', 1)).toBe('page=1&perPage=30');
  });
});
