import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, formatRating, formatTotal, pageWindow } from './format';

describe('format', () => {
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
  it('formats counts', () => {
    expect(formatCount(950)).toBe('950');
    expect(formatCount(1234)).toBe('1.2K');
    expect(formatCount(2_500_000)).toBe('2.5M');
  });
  it('formats search totals, capped ones with a plus', () => {
    expect(formatTotal(523)).toBe('523');
    expect(formatTotal(1000, true)).toBe('1,000+');
    expect(formatTotal(1000)).toBe('1,000');
    expect(formatTotal(-3)).toBe('0');
  });

  it('formats ratings', () => {
    expect(formatRating(4.26)).toBe('4.3');
    expect(formatRating(0)).toBe('0.0');
  });
  it('windows page numbers', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
  });
});
