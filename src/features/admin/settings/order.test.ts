import { describe, expect, it } from 'vitest';
import { normaliseOrder } from './api';

const all = { local: true, doodstream: true, vidguard: true, streamtape: true };

describe('normaliseOrder (the saved player order)', () => {
  it('keeps only enabled players, in the given order', () => {
    expect(normaliseOrder(['streamtape', 'doodstream', 'local'], { ...all, doodstream: false })).toEqual(['streamtape', 'local', 'vidguard']);
  });
  it('appends enabled players that are missing and drops unknown or repeated names', () => {
    expect(normaliseOrder(['vidguard', 'bogus', 'vidguard'], all)).toEqual(['vidguard', 'local', 'doodstream', 'streamtape']);
  });
  it('is empty when nothing is enabled', () => {
    expect(normaliseOrder(['local'], { local: false, doodstream: false, vidguard: false, streamtape: false })).toEqual([]);
  });
});
