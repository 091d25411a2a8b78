import { describe, expect, it } from 'vitest';
import { ageOf } from './api';

describe('ageOf', () => {
  it('minutes, hours, days', () => {
    expect(ageOf(0)).toBe('1 min');
    expect(ageOf(600)).toBe('10 min');
    expect(ageOf(7200)).toBe('2 h');
    expect(ageOf(3 * 86400)).toBe('3 d');
  });
});
