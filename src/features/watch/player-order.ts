// Which sources play, in which order (spec §2 "Player"): the self-hosted file first, then
// the hosts by cdn_preferences.player_order among the enabled ones (all enabled and
// doodstream, vidguard, streamtape by default).
import type { SourceLink } from '../../data/catalog';
import type { CdnPreferences } from '../../data/types';

export const DEFAULT_PLAYER_ORDER = ['doodstream', 'vidguard', 'streamtape'] as const;

export function orderSources(sources: SourceLink[], prefs: Partial<CdnPreferences> | undefined): SourceLink[] {
  const order = prefs?.player_order?.length ? prefs.player_order : [...DEFAULT_PLAYER_ORDER];
  const enabled = (type: string) => {
    if (type === 'doodstream') return prefs?.use_doodstream !== false;
    if (type === 'vidguard') return prefs?.use_vidguard !== false;
    if (type === 'streamtape') return prefs?.use_streamtape !== false;
    return true;
  };
  const rank = (type: string) => (type === 'local' ? -1 : (order as string[]).indexOf(type) === -1 ? 99 : (order as string[]).indexOf(type));
  return sources.filter((s) => s.url && enabled(s.type)).sort((a, b) => rank(a.type) - rank(b.type));
}
