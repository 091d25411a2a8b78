import { describe, expect, it } from 'vitest';
import type { Asset } from '../../../data/types';
import { formatBytes, groupByFolder, isIgnored, normalizeFolder, sanitizeFileName } from './asset-rules';

describe('asset rules', () => {
  it('formats sizes in base 1024 with at most 2 decimals', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1234567)).toBe('1.18 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3072 GB');
  });
  it('sanitises names and ignores system files', () => {
    expect(sanitizeFileName('My Logo (final).png')).toBe('My_Logo__final_.png');
    expect(isIgnored('.DS_Store')).toBe(true);
    expect(isIgnored('Thumbs.db')).toBe(true);
    expect(isIgnored('thumbs.png')).toBe(false);
    expect(normalizeFolder(' /brand kit//icons/ ')).toBe('brand_kit/icons');
  });
  it('groups by folder with Root first', () => {
    const a = (name: string, folder: string) => ({ name, folder }) as Asset;
    const groups = groupByFolder([a('b.png', 'x'), a('z.png', ''), a('a.png', 'x'), a('c.png', '')]);
    expect(groups.map((g) => g.label)).toEqual(['Root', 'x']);
    expect(groups[1]!.items.map((i) => i.name)).toEqual(['a.png', 'b.png']);
  });
});
