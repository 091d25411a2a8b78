import { describe, expect, it } from 'vitest';
import { relativeTime } from './api';

describe('relativeTime', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  it('says minutes and days', () => {
    expect(relativeTime('2026-01-01 11:57:00.000Z', now)).toBe('3 minutes ago');
    expect(relativeTime('2025-12-30 12:00:00.000Z', now)).toBe('2 days ago');
  });
  it('is empty for bad input', () => expect(relativeTime('', now)).toBe(''));
});
