import { describe, expect, it } from 'vitest';
import { gridLayout, inlineAdEvery, inlineAdPositions } from './inline-ads';

describe('inline ad placement', () => {
  it('maps the viewport to a layout', () => {
    expect(gridLayout(375, false)).toBe('small');
    expect(gridLayout(639, true)).toBe('small');
    expect(gridLayout(640, false)).toBe('medium');
    expect(gridLayout(1023, false)).toBe('medium');
    expect(gridLayout(1024, false)).toBe('large');
    expect(gridLayout(1280, false)).toBe('large');
    expect(gridLayout(1600, true)).toBe('wide');
    expect(inlineAdEvery('wide')).toBe(0);
  });

  it('puts an ad after every 3rd card on small layouts, plus a final ad', () => {
    expect(inlineAdPositions(12, 'small')).toEqual([2, 5, 8, 11]);
    expect(inlineAdPositions(10, 'small')).toEqual([2, 5, 8, 9]);
    expect(inlineAdPositions(2, 'small')).toEqual([1]);
  });

  it('puts an ad after every 4th card on medium layouts, plus a final ad', () => {
    expect(inlineAdPositions(12, 'medium')).toEqual([3, 7, 11]);
    expect(inlineAdPositions(9, 'medium')).toEqual([3, 7, 8]);
    expect(inlineAdPositions(1, 'medium')).toEqual([0]);
  });

  it('keeps rows whole on a three-column grid without side columns: after every 6th card', () => {
    expect(inlineAdPositions(12, 'large')).toEqual([5, 11]);
    expect(inlineAdPositions(8, 'large')).toEqual([5, 7]);
  });

  it('places none on wide layouts or an empty grid', () => {
    expect(inlineAdPositions(12, 'wide')).toEqual([]);
    expect(inlineAdPositions(0, 'small')).toEqual([]);
  });
});
