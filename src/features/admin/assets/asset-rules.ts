// Asset rules of the management spec (§5, §9): file names, ignored files, human sizes
// (base 1024, 2 decimals) and the list grouped by folder (the root shows as Root).
import type { Asset, AssignmentType } from '../../../data/types';

export const IGNORED_FILES = ['.DS_Store', 'Thumbs.db'];
export const ASSET_PAGE_SIZE = 100;

export const ASSIGNMENT_LABELS: Record<AssignmentType, string> = {
  home_banner: 'Home banner',
  favicon: 'Favicon',
  logo: 'Logo',
  category: 'Category icon',
};

/** Anything but letters, digits, dot and hyphen becomes an underscore (the server does the same). */
export const sanitizeFileName = (name: string) => name.replace(/[^A-Za-z0-9.-]/g, '_');

export const isIgnored = (name: string) => IGNORED_FILES.includes(name.split('/').pop() ?? name);

export function formatBytes(bytes: number): string {
  if (!bytes || bytes < 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${units[i]}`;
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
