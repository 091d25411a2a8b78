// Settings tab data: the public settings documents (GET/PUT /api/reelhouse/settings/{key})
// and the write-only secrets (GET /api/reelhouse/secrets says only which are set).
import { useQuery } from '@tanstack/react-query';
import { pb } from '../../../data/pb';

const API = '/api/reelhouse';

export const PLAYERS = ['local', 'doodstream', 'vidguard', 'streamtape'] as const;
export type Player = (typeof PLAYERS)[number];
export const PLAYER_LABEL: Record<Player, string> = {
  local: 'Self-hosted',
  doodstream: 'DoodStream',
  vidguard: 'VidGuard',
  streamtape: 'StreamTape',
};
export const USE_FLAG: Record<Player, string> = {
  local: 'use_local',
  doodstream: 'use_doodstream',
  vidguard: 'use_vidguard',
  streamtape: 'use_streamtape',
};

export interface Zone {
  enabled: boolean;
  zone_id: string;
  zone_class: string;
}
export interface AdPreferences {
  enabled: boolean;
  desktop: Record<string, Zone>;
  mobile: Record<string, Zone>;
  juicyads: { banner: Zone; popunder: { enabled: boolean; script_url: string } };
}
export interface SiteValue {
  site_name: string;
  support_email: string;
  sepa: { account_holder: string; iban: string; bic: string; bank_name: string };
  custodian: { name: string; title: string; address: string };
  /** /creator/terms; empty shows the built-in default text. */
  creator_terms: string;
}

/** Each secret's label: a key of the `admin` catalog. */
export const SECRET_LABEL: Record<string, string> = {
  doodstream_api_key: 'settings.secret.doodstream_api_key',
  vidguard_api_key: 'settings.secret.vidguard_api_key',
  streamtape_login: 'settings.secret.streamtape_login',
  streamtape_key: 'settings.secret.streamtape_key',
  coinpayments_merchant: 'settings.secret.coinpayments_merchant',
  coinpayments_ipn_secret: 'settings.secret.coinpayments_ipn_secret',
};

export async function getSetting<T>(key: string): Promise<T> {
  const res = await pb.send<{ value: T }>(`${API}/settings/${key}`, { method: 'GET', requestKey: null });
  return res.value;
}

/** A setting that may never have been saved (404 setting_not_found): null then. */
export async function getOptionalSetting<T>(key: string): Promise<T | null> {
  try {
    return await getSetting<T>(key);
  } catch (err) {
    if ((err as { status?: number }).status === 404) return null;
    throw err;
  }
}

export async function putSetting<T>(key: string, value: unknown): Promise<T> {
  const res = await pb.send<{ value: T }>(`${API}/settings/${key}`, { method: 'PUT', body: { value }, requestKey: null });
  return res.value;
}

export async function getSecrets(): Promise<Record<string, boolean>> {
  return (await pb.send<{ secrets: Record<string, boolean> }>(`${API}/secrets`, { method: 'GET', requestKey: null })).secrets;
}

export async function putSecret(key: string, value: string): Promise<boolean> {
  return (await pb.send<{ set: boolean }>(`${API}/secrets/${key}`, { method: 'PUT', body: { value }, requestKey: null })).set;
}

/** The spec's save rule: keep only enabled players in order, append enabled ones missing. */
export function normaliseOrder(order: readonly string[], enabled: Record<Player, boolean>): Player[] {
  const out: Player[] = [];
  for (const p of order) if ((PLAYERS as readonly string[]).includes(p) && enabled[p as Player] && !out.includes(p as Player)) out.push(p as Player);
  for (const p of PLAYERS) if (enabled[p] && !out.includes(p)) out.push(p);
  return out;
}

/**
 * The Settings tab's stored values, read once per visit of the tab (each section then
 * edits its own copy: a refetch on reconnect or on another tab's save would reset what
 * the admin is typing, so there is none).
 */
export function useSettingsTabData<T>(load: () => Promise<T>) {
  return useQuery({ queryKey: ['admin', 'settings-tab'], queryFn: load, staleTime: 0, gcTime: 0, refetchOnReconnect: false, retry: false });
}
