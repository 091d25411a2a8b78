// A download's stop reason (a code, download-plan.ts) in the visitor's language. The texts
// are in the public catalog: the Downloads page opens offline, where no other catalog may
// have been fetched yet.
import type { TFunction } from '../../../i18n';
import { mb, type DownloadError } from './download-plan';

const KEYS: Record<Exclude<DownloadError['code'], 'other'>, string> = {
  lost_connection: 'downloads.error_lost_connection',
  other_tab: 'downloads.error_other_tab',
  needs_connection: 'downloads.error_needs_connection',
  expired: 'downloads.error_expired',
  http: 'downloads.error_http',
  no_size: 'downloads.error_no_size',
  bad_piece: 'downloads.error_bad_piece',
  storage_full: 'downloads.error_storage_full',
  piece_missing: 'downloads.error_piece_missing',
  quota: 'downloads.error_quota',
};

export function downloadErrorText(t: TFunction, error: DownloadError | undefined, locale: string): string {
  if (!error) return '';
  if (error.code === 'other') return error.message ?? '';
  return t(KEYS[error.code], { status: error.status, needed: mb(error.needed ?? 0, locale), free: mb(error.free ?? 0, locale) });
}

/** "45%" / "45 %" as the visitor's language writes a percentage. */
export const percentText = (pct: number, locale: string) => (pct / 100).toLocaleString(locale, { style: 'percent' });
