import { describe, expect, it } from 'vitest';
import { isDemoIban } from './demo-bank';

describe('demo bank details', () => {
  it('recognises the demo IBAN however it is spaced or cased, and nothing else', () => {
    expect(isDemoIban('DE89370400440532013000')).toBe(true);
    expect(isDemoIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(isDemoIban('DE02120300000000202051')).toBe(false);
    expect(isDemoIban('')).toBe(false);
    expect(isDemoIban(undefined)).toBe(false);
  });
});
