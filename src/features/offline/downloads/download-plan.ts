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
  /** The caption files saved with it (issue 41), kept at their /api/files URLs. */
  captions?: Array<{ language: string; label: string; url: string }>;
}

/** Bytes the stored pieces hold (the last piece may be short). */
export const storedBytes = (s: Pick<PartialState, 'pieces' | 'pieceBytes' | 'size'>) => Math.min(s.size, s.pieces * s.pieceBytes);

/** One decimal in the visitor's locale ("1.5" / "1,5"), no grouping: "1000.0 MB" reads as before. */
const oneDecimal = (n: number, locale: string) => n.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });

export const mb = (n: number, locale = 'en') => `${oneDecimal(n / (1024 * 1024), locale)} MB`;

/** Sizes on the Downloads page: MB, or GB from 1 GB on (quotas are often many GB). */
export const size = (n: number, locale = 'en') => (n >= 1024 ** 3 ? `${oneDecimal(n / 1024 ** 3, locale)} GB` : mb(n, locale));

/**
 * Why a download stopped, as a code the page words in the visitor's language
 * (download-text.ts); kept in the download's state (and its copy in localStorage).
 */
export type DownloadErrorCode =
  | 'lost_connection'
  | 'other_tab'
  | 'needs_connection'
  | 'expired'
  | 'http'
  | 'no_size'
  | 'bad_piece'
  | 'storage_full'
  | 'piece_missing'
  | 'quota'
  | 'other';
export interface DownloadError {
  code: DownloadErrorCode;
  /** http: the status the server answered. */
  status?: number;
  /** quota: bytes the video still needs, and bytes free (the margin kept aside). */
  needed?: number;
  free?: number;
  /** other: the browser's own message. */
  message?: string;
}

/** Thrown inside a download; the catch stores its `info`. */
export class DownloadFailure extends Error {
  constructor(readonly info: DownloadError) {
    super(info.code);
  }
}

/** A refused stream request: an expired or foreign link, or another status. */
export const httpFailure = (status: number) => new DownloadFailure(status === 401 || status === 403 ? { code: 'expired' } : { code: 'http', status });

/**
 * Null when a file of `size` bytes (of which `already` are stored) fits in what the
 * browser grants; otherwise why not (needed and free bytes, for the message).
 */
export function quotaRefusal(size: number, estimate: { usage: number; quota: number } | null, already = 0): DownloadError | null {
  if (!estimate) return null; // the browser does not say: try, a full disk fails the write clearly
  const free = Math.max(0, estimate.quota - estimate.usage);
  const needed = size - already;
  if (needed + STORAGE_MARGIN_BYTES <= free) return null;
  return { code: 'quota', needed, free: Math.max(0, free - STORAGE_MARGIN_BYTES) };
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
