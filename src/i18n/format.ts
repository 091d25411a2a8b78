// Dates, numbers, durations and prices through Intl in the visitor's locale (issue 27 §1).
// Formatters are cached: building one is slow compared with using it.

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => F): F {
  let f = cache.get(key) as F | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** PocketBase's "2024-01-02 03:04:05.000Z" and ISO strings alike. */
export function toDate(d: Date | string | number): Date {
  return d instanceof Date ? d : new Date(typeof d === 'string' ? d.replace(' ', 'T') : d);
}

const DEFAULT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** "2 January 2025" / "2. Januar 2025" / "2 de enero de 2025"; '' for an invalid date. */
export function formatDate(d: Date | string | number, locale: string, opts: Intl.DateTimeFormatOptions = DEFAULT_DATE): string {
  const date = toDate(d);
  if (Number.isNaN(date.getTime())) return '';
  return cached(`d|${locale}|${JSON.stringify(opts)}`, () => new Intl.DateTimeFormat(locale, opts)).format(date);
}

/** 1234.5 → "1,234.5" / "1.234,5". */
export function formatNumber(n: number, locale: string, opts?: Intl.NumberFormatOptions): string {
  return cached(`n|${locale}|${JSON.stringify(opts ?? {})}`, () => new Intl.NumberFormat(locale, opts)).format(n);
}

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };

/** 1234 → "1.2K" / "1234" → "1234" (de: "1234"), compact for cards. */
export const formatCompact = (n: number, locale: string) => formatNumber(Math.max(0, Math.floor(n || 0)), locale, COMPACT);

/** 9.99 EUR → "€9.99" / "9,99 €". */
export function formatPrice(amount: number, currency: string, locale: string): string {
  try {
    return formatNumber(amount, locale, { style: 'currency', currency });
  } catch {
    // An unknown currency code from the server: still show the amount.
    return `${formatNumber(amount, locale)} ${currency}`;
  }
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago" / "vor 3 Stunden" relative to `now`. */
export function formatRelative(d: Date | string | number, locale: string, now: number = Date.now()): string {
  const date = toDate(d);
  if (Number.isNaN(date.getTime())) return '';
  const secs = Math.round((date.getTime() - now) / 1000);
  const rtf = cached(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(secs) >= size || unit === 'second') return rtf.format(Math.trunc(secs / size), unit);
  }
  return '';
}

/** 75 → "1:15", 3725 → "1:02:05" (clock notation reads the same in every offered language). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds || 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
