import { describe, expect, it } from 'vitest';
import { levelFor, parseQuality } from './quality';

describe('quality choice', () => {
  it('parses what was saved, anything else is auto', () => {
    expect(parseQuality('mp4')).toBe('mp4');
    expect(parseQuality('720')).toBe(720);
    expect(parseQuality(null)).toBe('auto');
    expect(parseQuality('auto')).toBe('auto');
    expect(parseQuality('-3')).toBe('auto');
    expect(parseQuality('1.5')).toBe('auto');
  });
  it('maps a choice to a level; a height the ladder lacks takes the highest rung under it', () => {
    const heights = [240, 360, 480];
    expect(levelFor('auto', heights)).toBe(-1);
    expect(levelFor(360, heights)).toBe(1);
    expect(levelFor(1080, heights)).toBe(2);
    expect(levelFor(144, heights)).toBe(0);
  });
});
