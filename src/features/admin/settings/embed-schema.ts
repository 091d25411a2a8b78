// The embedding setting's rules, as the server checks them (pb_hooks/lib/settings.js): a
// listed site is an https origin (scheme, host, optional port), at most 50 of them, each
// at most 200 characters, at least one when only listed sites may embed. The admin types
// one site per line; a trailing slash and letter case do not matter.

export type EmbedMode = 'on' | 'off' | 'listed';
export const EMBED_MODES: readonly EmbedMode[] = ['on', 'listed', 'off'];
export interface EmbedValue {
  mode: EmbedMode;
  sites: string[];
}

export const MAX_EMBED_SITES = 50;
export const MAX_EMBED_SITE_LENGTH = 200;
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const HTTPS_ORIGIN = new RegExp(`^https://${LABEL}(?:\\.${LABEL})*(?::[0-9]{1,5})?$`);

/** What is wrong with the typed list (a key of the `admin` catalog), and on which line. */
export type EmbedProblem =
  | { key: 'validation.embed.not_https'; line: number; site: string }
  | { key: 'validation.embed.too_long'; line: number; site: string }
  | { key: 'validation.embed.too_many' }
  | { key: 'validation.embed.none_listed' };

export function embedFromServer(v: Partial<EmbedValue> | null | undefined): EmbedValue {
  const mode = v?.mode === 'off' || v?.mode === 'listed' ? v.mode : 'on';
  return { mode, sites: Array.isArray(v?.sites) ? v.sites.filter((s): s is string => typeof s === 'string') : [] };
}

/** The typed text as the list the server stores, or the first problem with it. */
export function parseEmbedSites(text: string, mode: EmbedMode): { sites: string[] } | { problem: EmbedProblem } {
  const sites: string[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (!raw) continue;
    const origin = raw.replace(/\/$/, '').toLowerCase();
    if (origin.length > MAX_EMBED_SITE_LENGTH) return { problem: { key: 'validation.embed.too_long', line: i + 1, site: raw } };
    if (!HTTPS_ORIGIN.test(origin)) return { problem: { key: 'validation.embed.not_https', line: i + 1, site: raw } };
    if (!sites.includes(origin)) sites.push(origin);
  }
  if (sites.length > MAX_EMBED_SITES) return { problem: { key: 'validation.embed.too_many' } };
  if (mode === 'listed' && sites.length === 0) return { problem: { key: 'validation.embed.none_listed' } };
  return { sites };
}
