// Pure rules of a download (unit-tested): where its pieces and state live in the member's
// downloads cache, whether it fits in the storage left, and what a Range answer says.

/** Pieces of this size: small enough to pause promptly and lose little, big enough to be quick. */
export const PIECE_BYTES = 1024 * 1024;

/** Room kept free besides the file itself (the browser and the rest of the app need some). */
export const STORAGE_MARGIN_BYTES = 16 * 1024 * 1024;

export const pieceKey = (streamKey: string, n: number) => `${streamKey}?piece=${n}`;
export const stateKey = (streamKey: string) => `${streamKey}?state`;

/** What is kept of an unfinished download, next to its pieces (survives a reload). */
export interface PartialState {
  videoId: string;
  slug: string;
  title: string;
  thumbnail: string;
  /** The file's full size in bytes (from the probe). */
  size: number;
  type: string;
  /** The stream URL (with its playback token) last used; the watch page hands a fresh one. */
  url: string;
  /** How many pieces of PIECE_BYTES are stored: the download resumes after the last. */
  pieces: number;
  pieceBytes: number;
}

/** Bytes the stored pieces hold (the last piece may be short). */
export const storedBytes = (s: Pick<PartialState, 'pieces' | 'pieceBytes' | 'size'>) => Math.min(s.size, s.pieces * s.pieceBytes);

export const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;

/** Sizes on the Downloads page: MB, or GB from 1 GB on (quotas are often many GB). */
export const size = (n: number) => (n >= 1024 ** 3 ? `${(n / 1024 ** 3).toFixed(1)} GB` : mb(n));

/**
 * Null when a file of `size` bytes (of which `already` are stored) fits in what the
 * browser grants; otherwise the message the member sees.
 */
export function quotaRefusal(size: number, estimate: { usage: number; quota: number } | null, already = 0): string | null {
  if (!estimate) return null; // the browser does not say: try, a full disk fails the write clearly
  const free = Math.max(0, estimate.quota - estimate.usage);
  const needed = size - already;
  if (needed + STORAGE_MARGIN_BYTES <= free) return null;
  return `Not enough storage on this device: this video needs ${mb(needed)} and ${mb(Math.max(0, free - STORAGE_MARGIN_BYTES))} is available. Remove some downloads and try again.`;
}

/** The full size a 206 (Content-Range "bytes a-b/total") or 200 answer announces; 0 if unknown. */
export function totalSize(status: number, headers: { get(name: string): string | null }): number {
  if (status === 206) {
    const m = /\/(\d+)\s*$/.exec(headers.get('Content-Range') ?? '');
    return m ? Number(m[1]) : 0;
  }
  if (status === 200) return Number(headers.get('Content-Length') ?? 0) || 0;
  return 0;
}
