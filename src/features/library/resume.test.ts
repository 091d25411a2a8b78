import { describe, expect, it } from 'vitest';
import { clock, isFinished, resumeAt, shouldSave, SAVE_EVERY_MS } from './resume';

describe('shouldSave', () => {
  const fresh = { played: true, lastSavedAt: null, lastSavedPos: null };
  it('saves the first tick, then at most every 10 s while playing', () => {
    expect(shouldSave(fresh, 3, 1000, 'tick')).toBe(true);
    const saved = { played: true, lastSavedAt: 1000, lastSavedPos: 3 };
    expect(shouldSave(saved, 4, 1000 + 1000, 'tick')).toBe(false);
    expect(shouldSave(saved, 12, 1000 + SAVE_EVERY_MS - 1, 'tick')).toBe(false);
    expect(shouldSave(saved, 13, 1000 + SAVE_EVERY_MS, 'tick')).toBe(true);
  });
  it('saves at once on pause and leave, but never the same position twice', () => {
    const saved = { played: true, lastSavedAt: 1000, lastSavedPos: 3 };
    expect(shouldSave(saved, 5, 1500, 'pause')).toBe(true);
    expect(shouldSave(saved, 5, 1500, 'leave')).toBe(true);
    expect(shouldSave(saved, 3.4, 1500, 'pause')).toBe(false);
    expect(shouldSave(saved, 3.4, 99_000, 'tick')).toBe(false);
  });
  it('saves nothing in a visit that never played: leaving keeps the position saved before', () => {
    const unplayed = { played: false, lastSavedAt: null, lastSavedPos: null };
    expect(shouldSave(unplayed, 0, 1000, 'leave')).toBe(false);
    expect(shouldSave(unplayed, 0, 1000, 'pause')).toBe(false);
    expect(shouldSave(unplayed, 0, 1000, 'tick')).toBe(false);
  });
  it('never saves a position that is not a number', () => {
    expect(shouldSave(fresh, Number.NaN, 0, 'leave')).toBe(false);
    expect(shouldSave(fresh, -1, 0, 'leave')).toBe(false);
  });
});

describe('resumeAt', () => {
  it('offers an unfinished position past the first seconds', () => {
    expect(resumeAt({ position: 754, finished: false }, 1200)).toBe(754);
    expect(resumeAt({ position: 3, finished: false }, 1200)).toBeNull();
    expect(resumeAt(null, 1200)).toBeNull();
  });
  it('offers nothing for a finished video', () => {
    expect(resumeAt({ position: 754, finished: true }, 1200)).toBeNull();
    expect(resumeAt({ position: 1195, finished: false }, 1200)).toBeNull();
    expect(isFinished(30, 42)).toBe(false);
    expect(isFinished(33, 42)).toBe(true);
  });
});

describe('clock', () => {
  it('formats minutes and hours', () => {
    expect(clock(754)).toBe('12:34');
    expect(clock(5)).toBe('0:05');
    expect(clock(3723)).toBe('1:02:03');
  });
});
