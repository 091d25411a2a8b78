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

describe('dayLabel', () => {
  it("uses the visitor's words and date format", () => {
    const now = new Date(2026, 10, 24, 15, 0, 0);
    const words = { today: 'Heute', yesterday: 'Gestern', earlier: 'Früher', locale: 'de' };
    const at = (d: number) => new Date(2026, 10, d, 9).toISOString();
    expect(byDay([{ added: at(24) }, { added: at(23) }, { added: at(20) }, { added: 'x' }], now, words).map((g) => g.day)).toEqual([
      'Heute',
      'Gestern',
      'Freitag, 20. November 2026',
      'Früher',
    ]);
  });
});
