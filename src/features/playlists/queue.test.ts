import { describe, expect, it } from 'vitest';
import { nextInList, playlistVideoPath, remaining, totalSeconds } from './queue';

describe('playlist queue', () => {
  const items = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }];
  it('finds the next video, none after the last or for a stranger', () => {
    expect(nextInList(items, 'a')?.slug).toBe('b');
    expect(nextInList(items, 'c')).toBeNull();
    expect(nextInList(items, 'zz')).toBeNull();
  });
  it('builds the watch path with the list', () => {
    expect(playlistVideoPath('my video', 'pl1')).toBe('/video/my%20video?list=pl1');
  });
  it('counts down whole seconds to zero', () => {
    expect(remaining(0)).toBe(5);
    expect(remaining(999)).toBe(5);
    expect(remaining(1000)).toBe(4);
    expect(remaining(7000)).toBe(0);
  });
  it('sums the durations, leaving out unavailable videos and bad values', () => {
    expect(totalSeconds([{ duration: 61.9 }, { duration: 3600 }, { duration: 500, unavailable: true }, {}, { duration: -4 }])).toBe(3661);
    expect(totalSeconds([])).toBe(0);
  });
});
