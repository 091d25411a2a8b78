import { describe, expect, it } from 'vitest';
import { PIECE_BYTES, STORAGE_MARGIN_BYTES, pieceKey, quotaRefusal, size, stateKey, storedBytes, totalSize } from './download-plan';

const MB = 1024 * 1024;
const headers = (h: Record<string, string>) => ({ get: (n: string) => h[n] ?? null });

describe('quotaRefusal', () => {
  it('accepts a file that fits with the margin to spare', () => {
    expect(quotaRefusal(10 * MB, { usage: 0, quota: 10 * MB + STORAGE_MARGIN_BYTES })).toBeNull();
  });
  it('refuses one that does not, saying how much is needed and available', () => {
    expect(quotaRefusal(50 * MB, { usage: 90 * MB, quota: 100 * MB + STORAGE_MARGIN_BYTES })).toEqual({ code: 'quota', needed: 50 * MB, free: 10 * MB });
  });
  it('counts what is already stored of a resumed download', () => {
    expect(quotaRefusal(50 * MB, { usage: 90 * MB, quota: 100 * MB + STORAGE_MARGIN_BYTES }, 45 * MB)).toBeNull();
  });
  it('lets the write decide when the browser gives no estimate', () => {
    expect(quotaRefusal(50 * MB, null)).toBeNull();
  });
});

describe('totalSize', () => {
  it('reads the total of a 206 and the length of a 200', () => {
    expect(totalSize(206, headers({ 'Content-Range': 'bytes 0-0/3456789' }))).toBe(3456789);
    expect(totalSize(200, headers({ 'Content-Length': '1234' }))).toBe(1234);
    expect(totalSize(206, headers({ 'Content-Range': 'bytes 0-0/*' }))).toBe(0);
    expect(totalSize(403, headers({ 'Content-Length': '12' }))).toBe(0);
  });
});

describe('pieces', () => {
  it('counts stored bytes, the last piece short', () => {
    expect(storedBytes({ pieces: 2, pieceBytes: PIECE_BYTES, size: 3 * MB })).toBe(2 * MB);
    expect(storedBytes({ pieces: 3, pieceBytes: PIECE_BYTES, size: 2.5 * MB })).toBe(2.5 * MB);
  });
  it('keys never collide with the finished entry the worker plays', () => {
    const key = 'https://x/api/reelhouse/stream/abc';
    expect(new Set([key, pieceKey(key, 0), pieceKey(key, 1), stateKey(key)]).size).toBe(4);
  });
});

describe('size', () => {
  it('shows MB below a GB and GB above', () => {
    expect(size(1.5 * MB)).toBe('1.5 MB');
    expect(size(10 * 1024 * MB)).toBe('10.0 GB');
    expect(size(1000 * MB)).toBe('1000.0 MB');
  });
  it("writes the number in the visitor's language", () => {
    expect(size(1.5 * MB, 'de')).toBe('1,5 MB');
    expect(size(10 * 1024 * MB, 'fr')).toBe('10,0 GB');
  });
});
