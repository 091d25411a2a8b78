import { describe, expect, it } from 'vitest';
import { orderSources } from './player-order';

const all = [
  { type: 'streamtape' as const, url: 's' },
  { type: 'doodstream' as const, url: 'd' },
  { type: 'local' as const, url: 'l' },
  { type: 'vidguard' as const, url: 'v' },
];
type Order = Array<'local' | 'doodstream' | 'vidguard' | 'streamtape'>;

describe('orderSources', () => {
  it('puts local first, then the default host order, when the order does not name local', () => {
    expect(orderSources(all, undefined).map((s) => s.type)).toEqual(['local', 'doodstream', 'vidguard', 'streamtape']);
  });
  it('follows player_order and drops disabled hosts and empty urls', () => {
    const prefs = { player_order: ['streamtape', 'vidguard', 'doodstream'] as Order, use_vidguard: false };
    expect(orderSources([...all, { type: 'doodstream' as const, url: '' }], prefs).map((s) => s.type)).toEqual(['local', 'streamtape', 'doodstream']);
  });
  it('puts the self-hosted player where the admin ordered it once a host has the video', () => {
    const prefs = { player_order: ['doodstream', 'local', 'vidguard', 'streamtape'] as Order };
    expect(orderSources(all, prefs).map((s) => s.type)).toEqual(['doodstream', 'local', 'vidguard', 'streamtape']);
  });
  it('plays the self-hosted file first while no enabled host has the video yet', () => {
    const prefs = { player_order: ['doodstream', 'vidguard', 'streamtape', 'local'] as Order, use_local: false };
    const fresh = [{ type: 'local' as const, url: 'l' }, { type: 'doodstream' as const, url: '' }];
    expect(orderSources(fresh, prefs).map((s) => s.type)).toEqual(['local']);
  });
  it('leaves the self-hosted player out when it is switched off and a host has the video', () => {
    const prefs = { player_order: ['local', 'doodstream', 'vidguard', 'streamtape'] as Order, use_local: false };
    expect(orderSources(all, prefs).map((s) => s.type)).toEqual(['doodstream', 'vidguard', 'streamtape']);
  });
});
