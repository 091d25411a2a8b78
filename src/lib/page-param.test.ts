import { describe, expect, it } from 'vitest';
import { clampPage, parsePage } from './page-param';

describe('page parameter', () => {
  it('reads anything but a whole number from 1 up as page 1', () => {
    for (const raw of [null, undefined, '', 'abc', '0', '-3', '2.5', '1e3', ' ', '99999999999999999999']) expect(parsePage(raw), String(raw)).toBe(1);
    expect(parsePage('1')).toBe(1);
    expect(parsePage('7')).toBe(7);
    expect(parsePage(' 12 ')).toBe(12);
  });
  it('brings a page beyond the last back to the last', () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(5, 0)).toBe(1);
    expect(clampPage(0, 4)).toBe(1);
  });
});
