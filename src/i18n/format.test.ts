import { describe, expect, it } from 'vitest';
import { formatCompact } from './format';

describe('formatCompact', () => {
  // English is drawn without ICU's compact formatter: it must say exactly what Intl says.
  const intl = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
  const edges = [0, 1, 999, 1000, 1049, 1050, 1149, 1150, 9949, 9950, 9999, 99_949, 99_950, 999_949, 999_950,
    1_000_000, 1_250_000, 999_949_999, 999_950_000, 1e9, 1.5e12, 999_950_000_000, 1e15, 123_456_789_012];
  // Every power of ten's neighbourhood and a spread of pseudo-random values up to 10^13.
  let seed = 7;
  const random = Array.from({ length: 3000 }, () => {
    seed = (seed * 48271) % 2147483647;
    return Math.floor((seed / 2147483647) * 10 ** (1 + (seed % 13)));
  });
  it('English says what Intl says, at the rounding edges and across 3,000 values', () => {
    const differ = [...edges, ...random].filter((n) => formatCompact(n, 'en') !== intl.format(n));
    expect(differ.map((n) => `${n}: ${formatCompact(n, 'en')} ≠ ${intl.format(n)}`)).toEqual([]);
  });

  it('other languages through Intl, negative and missing counts as 0', () => {
    expect(formatCompact(1234, 'de')).toBe(new Intl.NumberFormat('de', { notation: 'compact', maximumFractionDigits: 1 }).format(1234));
    expect(formatCompact(-5, 'en')).toBe('0');
    expect(formatCompact(Number.NaN, 'en')).toBe('0');
    expect(formatCompact(12.9, 'en')).toBe('12');
  });
});
