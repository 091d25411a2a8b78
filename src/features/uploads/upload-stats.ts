// Pure helpers of the progress line: '% uploaded', speed and time left.

/** Percent uploaded, whole numbers, 100 only when everything was sent. */
export function percent(sent: number, total: number): number {
  if (total <= 0) return 0;
  if (sent >= total) return 100;
  return Math.min(99, Math.floor((sent / total) * 100));
}

/** Bytes per second into "12.3 MB/s" (base 1024, like the asset sizes). */
export function formatSpeed(bytesPerSecond: number): string {
  if (!(bytesPerSecond > 0)) return '—';
  const units = ['B/s', 'KB/s', 'MB/s', 'GB/s'];
  let v = bytesPerSecond;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(v >= 100 || i === 0 ? 0 : 1)} ${units[i]}`;
}

/** Seconds left at the current speed into "1 min 5 s left" / "12 s left". */
export function formatTimeLeft(remainingBytes: number, bytesPerSecond: number): string {
  if (!(bytesPerSecond > 0) || remainingBytes <= 0) return '';
  const s = Math.ceil(remainingBytes / bytesPerSecond);
  if (s < 60) return `${s} s left`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${s % 60} s left`;
  return `${Math.floor(m / 60)} h ${m % 60} min left`;
}

/** Smoothed speed: an exponential moving average over progress samples. */
export function nextSpeed(prev: number, sentDelta: number, ms: number): number {
  if (ms <= 0) return prev;
  const now = (sentDelta / ms) * 1000;
  return prev > 0 ? prev * 0.7 + now * 0.3 : now;
}
