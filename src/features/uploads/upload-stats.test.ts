import { describe, expect, it } from 'vitest';
import { formatSpeed, formatTimeLeft, nextSpeed, percent } from './upload-stats';

describe('upload progress line', () => {
  it('reports whole percents and 100 only at the end', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(999, 1000)).toBe(99);
    expect(percent(1000, 1000)).toBe(100);
    expect(percent(1, 3)).toBe(33);
  });
  it('formats speeds and time left', () => {
    expect(formatSpeed(0)).toBe('—');
    expect(formatSpeed(512)).toBe('512 B/s');
    expect(formatSpeed(1.5 * 1024 * 1024)).toBe('1.5 MB/s');
    expect(formatTimeLeft(10 * 1024 * 1024, 1024 * 1024)).toBe('10 s left');
    expect(formatTimeLeft(65, 1)).toBe('1 min 5 s left');
    expect(formatTimeLeft(3700, 1)).toBe('1 h 1 min left');
    expect(formatTimeLeft(0, 1)).toBe('');
  });
  it('smooths the speed', () => {
    expect(nextSpeed(0, 1000, 1000)).toBe(1000);
    expect(nextSpeed(1000, 2000, 1000)).toBe(1300);
  });
});
