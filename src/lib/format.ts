// Display formatting for cards and the watch page.

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds || 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** 950 → "950", 1234 → "1.2K", 2500000 → "2.5M". */
export function formatCount(n: number): string {
  const v = Math.max(0, Math.floor(n || 0));
  if (v < 1000) return String(v);
  if (v < 1_000_000) return `${trim(v / 1000)}K`;
  return `${trim(v / 1_000_000)}M`;
}

const trim = (x: number) => (x >= 100 ? Math.floor(x).toString() : x.toFixed(1).replace(/\.0$/, ''));

/** A search total: 523 → "523", 1000 capped → "1,000+" (the server counts up to a cap). */
export function formatTotal(total: number, capped = false): string {
  const text = Math.max(0, Math.floor(total || 0)).toLocaleString('en-US');
  return capped ? `${text}+` : text;
}

export const formatViews = (n: number) => `${formatCount(n)} ${n === 1 ? 'view' : 'views'}`;

/** Rating out of 5 with one decimal ("4.3"). */
export const formatRating = (rating: number) => (Math.round((rating || 0) * 10) / 10).toFixed(1);

/** Page numbers to show around the current page, with null for a gap. */
export function pageWindow(current: number, total: number, width = 1): Array<number | null> {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const out: Array<number | null> = [1];
  const from = Math.max(2, current - width);
  const to = Math.min(total - 1, current + width);
  if (from > 2) out.push(null);
  for (let p = from; p <= to; p++) out.push(p);
  if (to < total - 1) out.push(null);
  out.push(total);
  return out;
}
