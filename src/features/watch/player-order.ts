// Which sources play, in which order (spec §2 "Player"; management spec "Settings"). The
// self-hosted file plays first while no enabled host has the video yet (a fresh upload
// is playable from our server at once, before the hosts finish); once a host has it,
// cdn_preferences.player_order decides, with the self-hosted file where the admin put it
// ('local' in the order; first when the order does not name it) and left out when it is
// switched off (use_local false).
import type { SourceLink } from '../../data/catalog';
import type { CdnPreferences } from '../../data/types';

export const DEFAULT_PLAYER_ORDER = ['doodstream', 'vidguard', 'streamtape'] as const;

export function orderSources(sources: SourceLink[], prefs: Partial<CdnPreferences> | undefined): SourceLink[] {
  const order: string[] = prefs?.player_order?.length ? [...prefs.player_order] : [...DEFAULT_PLAYER_ORDER];
  const enabled = (type: string) => {
    if (type === 'doodstream') return prefs?.use_doodstream !== false;
    if (type === 'vidguard') return prefs?.use_vidguard !== false;
    if (type === 'streamtape') return prefs?.use_streamtape !== false;
    return true;
  };
  const local = sources.filter((s) => s.url && s.type === 'local');
  const hosts = sources.filter((s) => s.url && s.type !== 'local' && enabled(s.type));
  if (hosts.length === 0) return local;
  const useLocal = prefs?.use_local !== false;
  const rank = (type: string) => {
    const i = order.indexOf(type);
    if (i >= 0) return i;
    return type === 'local' ? -1 : 99;
  };
  return [...(useLocal ? local : []), ...hosts].sort((a, b) => rank(a.type) - rank(b.type));
}
