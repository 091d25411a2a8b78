import { describe, expect, it } from 'vitest';
import { orderSources } from './player-order';

const all = [
  { type: 'streamtape' as const, url: 's' },
  { type: 'doodstream' as const, url: 'd' },
  { type: 'local' as const, url: 'l' },
  { type: 'vidguard' as const, url: 'v' },
];

describe('orderSources', () => {
  it('puts local first, then the default host order', () => {
    expect(orderSources(all, undefined).map((s) => s.type)).toEqual(['local', 'doodstream', 'vidguard', 'streamtape']);
  });
  it('follows player_order and drops disabled hosts and empty urls', () => {
    const prefs = { player_order: ['streamtape', 'vidguard', 'doodstream'] as Array<'doodstream' | 'vidguard' | 'streamtape'>, use_vidguard: false };
    expect(orderSources([...all, { type: 'doodstream' as const, url: '' }], prefs).map((s) => s.type)).toEqual(['local', 'streamtape', 'doodstream']);
  });
});
