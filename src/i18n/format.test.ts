import { describe, expect, it } from 'vitest';
import { formatCompact } from './format';

describe('formatCompact', () => {
  it('compacts through Intl in the given language; negative and missing counts are 0', () => {
    expect(formatCompact(1234, 'en')).toBe('1.2K');
    expect(formatCompact(999_950, 'en')).toBe('1M');
    expect(formatCompact(1234, 'de')).toBe(new Intl.NumberFormat('de', { notation: 'compact', maximumFractionDigits: 1 }).format(1234));
    expect(formatCompact(-5, 'en')).toBe('0');
    expect(formatCompact(Number.NaN, 'en')).toBe('0');
    expect(formatCompact(12.9, 'en')).toBe('12');
  });
});
