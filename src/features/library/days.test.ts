import { describe, expect, it } from 'vitest';
import { byDay } from './days';

describe('byDay', () => {
  it('groups newest-first items under Today, Yesterday and older days', () => {
    const now = new Date(2026, 10, 24, 15, 0, 0);
    const at = (d: number, h: number) => new Date(2026, 10, d, h).toISOString().replace('T', ' ');
    const groups = byDay([{ added: at(24, 14) }, { added: at(24, 1) }, { added: at(23, 20) }, { added: at(20, 9) }], now);
    expect(groups.map((g) => [g.day, g.items.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
      [expect.stringContaining('20'), 1],
    ]);
  });
});
