// SHIM (i18n-manage, issue 27): stand-in for i18n-public's src/i18n/format.ts with the
// contract's exports, so this branch compiles. The lead keeps i18n-public's file at merge.
type DateIn = Date | string | number;

const toDate = (d: DateIn) => (d instanceof Date ? d : new Date(typeof d === 'string' ? d.replace(' ', 'T') : d));

export function formatDate(d: DateIn, locale: string, opts?: Intl.DateTimeFormatOptions): string {
  const date = toDate(d);
  return Number.isNaN(date.getTime()) ? String(d) : new Intl.DateTimeFormat(locale, opts ?? { dateStyle: 'medium' }).format(date);
}

export function formatNumber(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n);
}

export function formatPrice(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

export function formatRelative(d: DateIn, locale: string, now: Date = new Date()): string {
  const secs = Math.round((toDate(d).getTime() - now.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [['year', 31536000], ['month', 2592000], ['day', 86400], ['hour', 3600], ['minute', 60]];
  for (const [unit, size] of steps) if (Math.abs(secs) >= size) return rtf.format(Math.round(secs / size), unit);
  return rtf.format(secs, 'second');
}
