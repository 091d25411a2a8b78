import { describe, expect, it } from 'vitest';
import { adsAllowedOn, sideAdCount } from './ad-layout';

describe('ad layout', () => {
  it('keeps ads off admin, creator, login and signup pages', () => {
    expect(adsAllowedOn('/')).toBe(true);
    expect(adsAllowedOn('/videos')).toBe(true);
    for (const p of ['/admin/dashboard', '/creator', '/login', '/signup']) expect(adsAllowedOn(p)).toBe(false);
  });
  it('fits 0, 2 or 4 side ads by width', () => {
    expect(sideAdCount(1280)).toBe(0);
    expect(sideAdCount(1100 + 320 + 72)).toBe(2);
    expect(sideAdCount(1100 + 640 + 120)).toBe(4);
    expect(sideAdCount(1100 + 320 + 72, 1300)).toBe(0);
  });
});
