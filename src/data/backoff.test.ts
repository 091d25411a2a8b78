import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, retryDelay } from './backoff';

describe('retryDelay', () => {
  it('doubles from the base, with up to a fifth more at random', () => {
    expect([0, 1, 2, 3, 4].map((n) => retryDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(retryDelay(2, () => 0.999)).toBeLessThanOrEqual(4800);
    expect(retryDelay(2, () => 0.5)).toBe(4400);
  });

  it('once capped, never waits less than 30 s: at most one request per 30 s', () => {
    for (let n = 5; n < 200; n += 7) {
      expect(retryDelay(n, () => 0)).toBe(BACKOFF_CAP_MS);
      expect(retryDelay(n, () => 0.999)).toBeLessThan(BACKOFF_CAP_MS * 1.2 + 1);
    }
  });

  it('sends at most 6 tries in the first minute and 2 in each later minute, whatever the jitter', () => {
    for (const random of [() => 0, () => 0.5, Math.random]) {
      let t = 0;
      const at: number[] = [];
      for (let n = 0; t < 300_000; n++) at.push((t += retryDelay(n, random)));
      expect(at.filter((x) => x <= 60_000).length).toBeLessThanOrEqual(6);
      for (let m = 60_000; m < 240_000; m += 60_000) expect(at.filter((x) => x > m && x <= m + 60_000).length).toBeLessThanOrEqual(2);
    }
  });

  it('takes another base and cap (the payment poll: from twice its interval)', () => {
    expect(retryDelay(0, () => 0, 4000)).toBe(4000);
    expect(retryDelay(10, () => 0, 4000)).toBe(30_000);
  });
});
