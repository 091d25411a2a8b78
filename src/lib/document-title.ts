// The tab title: '{title} | {site}' once (a meta_title that already ends with the site's
// name, e.g. 'Post | Reelhouse', is not suffixed again); just the site name without a title.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function documentTitle(title: string | null | undefined, site: string): string {
  const name = site.trim() || 'Reelhouse';
  const own = (title ?? '').trim().replace(new RegExp(`\\s*[|\\-–—:]\\s*${escape(name)}$`, 'i'), '').trim();
  if (!own || own.toLowerCase() === name.toLowerCase()) return name;
  return `${own} | ${name}`;
}
