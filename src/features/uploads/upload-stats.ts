// Pure helpers of the progress line: '% uploaded', speed and time left.

/** Percent uploaded, whole numbers, 100 only when everything was sent. */
export function percent(sent: number, total: number): number {
  if (total <= 0) return 0;
  if (sent >= total) return 100;
  return Math.min(99, Math.floor((sent / total) * 100));
}

/** Bytes per second into "12.3 MB/s" (base 1024, like the asset sizes); Intl's units outside English. */
export function formatSpeed(bytesPerSecond: number, locale = 'en'): string {
  if (!(bytesPerSecond > 0)) return '—';
  const units = ['B/s', 'KB/s', 'MB/s', 'GB/s'];
  let v = bytesPerSecond;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  const digits = v >= 100 || i === 0 ? 0 : 1;
  if (locale !== 'en') {
    const unit = `${['byte', 'kilobyte', 'megabyte', 'gigabyte'][i]}-per-second`;
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits, minimumFractionDigits: digits }).format(v);
  }
  return `${v.toFixed(digits)} ${units[i]}`;
}

/** Seconds into "1 min 5 s" (English) or Intl's short units ("1 Min., 5 Sek."). */
export function formatSeconds(s: number, locale = 'en'): string {
  const m = Math.floor(s / 60);
  const parts: [number, 'hour' | 'minute' | 'second'][] = s < 60 ? [[s, 'second']] : m < 60 ? [[m, 'minute'], [s % 60, 'second']] : [[Math.floor(m / 60), 'hour'], [m % 60, 'minute']];
  if (locale === 'en') return parts.map(([n, u]) => `${n} ${{ hour: 'h', minute: 'min', second: 's' }[u]}`).join(' ');
  return parts.map(([n, unit]) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(n)).join(' ');
}

/** Seconds left at the current speed into "1 min 5 s left" / "12 s left" (`left` words it per language). */
export function formatTimeLeft(remainingBytes: number, bytesPerSecond: number, locale = 'en', left = (time: string) => `${time} left`): string {
  if (!(bytesPerSecond > 0) || remainingBytes <= 0) return '';
  return left(formatSeconds(Math.ceil(remainingBytes / bytesPerSecond), locale));
}

/** Smoothed speed: an exponential moving average over progress samples. */
export function nextSpeed(prev: number, sentDelta: number, ms: number): number {
  if (ms <= 0) return prev;
  const now = (sentDelta / ms) * 1000;
  return prev > 0 ? prev * 0.7 + now * 0.3 : now;
}
