// Asset rules of the management spec (§5, §9): file names, ignored files, human sizes
// (base 1024, 2 decimals) and the list grouped by folder (the root shows as Root).
import type { Asset, AssignmentType } from '../../../data/types';

export const IGNORED_FILES = ['.DS_Store', 'Thumbs.db'];
export const ASSET_PAGE_SIZE = 100;

/** Each assignment type's label: a key of the `admin` catalog. */
export const ASSIGNMENT_LABELS: Record<AssignmentType, string> = {
  home_banner: 'assets.type.home_banner',
  favicon: 'assets.type.favicon',
  logo: 'assets.type.logo',
  category: 'assets.type.category',
};

/** Anything but letters, digits, dot and hyphen becomes an underscore (the server does the same). */
export const sanitizeFileName = (name: string) => name.replace(/[^A-Za-z0-9.-]/g, '_');

export const isIgnored = (name: string) => IGNORED_FILES.includes(name.split('/').pop() ?? name);

/** The spec's English form ("1.5 KB", "0 Bytes"); other languages get Intl's units ("1,5 ko"). */
export function formatBytes(bytes: number, locale = 'en'): string {
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const i = !bytes || bytes < 0 ? 0 : Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const n = !bytes || bytes < 0 ? 0 : parseFloat((bytes / 1024 ** i).toFixed(2));
  if (locale === 'en') return `${n} ${units[i]}`;
  const unit = (['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const)[i];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 2 }).format(n);
}

/** A folder name as stored: no leading/trailing slashes, each segment sanitised. */
export function normalizeFolder(folder: string): string {
  return folder
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(sanitizeFileName)
    .join('/');
}

export function groupByFolder(assets: readonly Asset[]): { folder: string; label: string; items: Asset[] }[] {
  const groups = new Map<string, Asset[]>();
  for (const a of assets) {
    const key = a.folder || '';
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
    .map(([folder, items]) => ({ folder, label: folder || 'Root', items: items.sort((x, y) => x.name.localeCompare(y.name)) }));
}

export const isImage = (a: Pick<Asset, 'mime_type' | 'name'>) =>
  a.mime_type ? a.mime_type.startsWith('image/') : /\.(png|jpe?g|gif|webp|svg|ico|avif)$/i.test(a.name);
