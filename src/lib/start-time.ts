// A shared link's start time (issue 41 §1): `?t=83`, `?t=83s`, `?t=1m23s` or `?t=1h2m3s`.
// The same forms are read by the embed page (internal/web/embed_page.go's script).

const FORM = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/;

/** Seconds, or null for anything else (no start time: play from the beginning). */
export function parseStartTime(raw: string | null | undefined): number | null {
  const text = (raw ?? '').trim().toLowerCase();
  if (!text) return null;
  const m = FORM.exec(text);
  if (!m || (!m[1] && !m[2] && !m[3])) return null;
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

/** "1:23" or "1:02:03" for the share dialog's label. */
export function clockOf(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/** The watch page's link, with ?t= when a start time is given. */
export function shareUrl(origin: string, slug: string, at: number | null): string {
  const base = `${origin}/video/${encodeURIComponent(slug)}`;
  return at && at > 0 ? `${base}?t=${Math.floor(at)}` : base;
}

/** The iframe snippet of the embed page. */
export function embedCode(origin: string, slug: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${origin}/embed/${encodeURIComponent(slug)}" width="640" height="360" title="${escaped}" allow="fullscreen; picture-in-picture" allowfullscreen style="border:0"></iframe>`;
}
