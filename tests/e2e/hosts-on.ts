// The seed turns the external video hosts off (a fresh install has none of their keys).
// Specs about the hosts' players switch them on, and put back what was there.
import { expect, type APIRequestContext } from '@playwright/test';
import { suToken } from './helpers';

export const ALL_HOSTS_ON = { use_local: true, use_doodstream: true, use_vidguard: true, use_streamtape: true, player_order: ['local', 'doodstream', 'vidguard', 'streamtape'] };

/** Switches every player on; the returned function restores the previous preferences. */
export async function hostsOn(request: APIRequestContext): Promise<() => Promise<void>> {
  const before = ((await (await request.get('/api/reelhouse/settings/cdn_preferences')).json()) as { value: unknown }).value;
  const put = async (value: unknown) => {
    const res = await request.put('/api/reelhouse/settings/cdn_preferences', { data: { value }, headers: { Authorization: await suToken(request) } });
    expect(res.ok(), `cdn_preferences: ${res.status()}`).toBe(true);
  };
  await put(ALL_HOSTS_ON);
  return () => put(before);
}
