import { describe, expect, it } from 'vitest';
import { CAROUSEL_LOCK_MS, goTo, keyDelta, step, swipeDelta } from './carousel';

describe('premium carousel', () => {
  const start = { index: 0, lockedUntil: 0 };
  it('moves one slide and locks for 150 ms', () => {
    const a = step(start, 1, 4, 1000);
    expect(a).toEqual({ index: 1, lockedUntil: 1000 + CAROUSEL_LOCK_MS });
    expect(step(a, 1, 4, 1100)).toBe(a); // inside the lock: ignored
    expect(step(a, 1, 4, 1150).index).toBe(2); // lock over
    expect(step(a, 5, 4, 2000).index).toBe(2); // one slide per input, whatever the wheel delta
  });
  it('stops at both ends', () => {
    expect(step(start, -1, 4, 0)).toBe(start);
    const last = { index: 3, lockedUntil: 0 };
    expect(step(last, 1, 4, 0)).toBe(last);
  });
  it('jumps with the dots', () => {
    expect(goTo({ index: 0, lockedUntil: 9999 }, 3, 4, 0).index).toBe(3);
    expect(goTo(start, 9, 4, 0).index).toBe(3);
  });
  it('maps keys and swipes', () => {
    expect([keyDelta('ArrowDown'), keyDelta('ArrowRight'), keyDelta('ArrowUp'), keyDelta('ArrowLeft'), keyDelta('a')]).toEqual([1, 1, -1, -1, 0]);
    expect(swipeDelta(-80, 5)).toBe(1); // swipe left: next
    expect(swipeDelta(0, 90)).toBe(-1); // swipe down: previous
    expect(swipeDelta(10, -20)).toBe(0); // too short
  });
});
