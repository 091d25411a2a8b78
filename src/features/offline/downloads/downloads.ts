// Downloads for offline viewing (issue 15 §5): a premium member saves a video's
// self-hosted file into Cache Storage (one cache per member, purged on sign-out and when
// premium lapses). The file is fetched in pieces with Range requests and every piece is
// stored as it arrives, next to a small state record, so a download paused, cut off by a
// lost connection or by a reload resumes after the last stored piece. When complete the
// pieces become one entry under the stream URL without its token, from which the service
// worker answers playback (with seeking).
import { createStore } from '../../../lib/small-store';
import { authUserId } from '../../../data/auth-token';
import { downloadsCacheName, downloadsIndexKey } from '../../../data/private-data-names';
import type { CaptionTrack } from '../../../data/catalog';
import { DownloadFailure, httpFailure, PIECE_BYTES, pieceKey, quotaRefusal, stateKey, storedBytes, totalSize, type DownloadError, type PartialState } from './download-plan';

/** checking: probing the size and the storage left; refused: it would not fit. */
export type DownloadState = 'checking' | 'downloading' | 'paused' | 'done' | 'error' | 'refused';

export interface DownloadMeta {
  videoId: string;
  slug: string;
  title: string;
  thumbnail: string;
  size: number;
  savedAt: number;
  /** Caption files saved beside the video (issue 41): the worker answers their URLs offline. */
  captions?: CaptionTrack[];
}

export interface Download extends DownloadMeta {
  state: DownloadState;
  received: number;
  /** Why it stopped (error, refusal, lost connection); worded by download-text.ts. */
  error?: DownloadError;
}

interface Store {
  items: Record<string, Download>;
}

/**
 * The list as last seen, kept in localStorage per member: the Downloads page and a watch
 * page offline draw the known state in their first frame instead of "No downloads yet" or
 * "needs a connection" until Cache Storage has answered (issue 29 §6). Cache Storage stays
 * the source of truth (loadDownloads); sign-out removes the copy (private-data.ts).
 */
function readIndex(): Record<string, Download> {
  const uid = authUserId();
  if (!uid) return {};
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(downloadsIndexKey(uid)) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    const items = raw as Record<string, Download>;
    // A copy written before errors were codes held the English message itself.
    for (const d of Object.values(items)) if (typeof d.error === 'string') d.error = { code: 'other', message: d.error };
    return items;
  } catch {
    return {};
  }
}

function writeIndex(items: Record<string, Download>) {
  const uid = authUserId();
  if (!uid) return;
  // Only what Cache Storage holds: finished and paused downloads.
  const kept = Object.fromEntries(Object.entries(items).filter(([, d]) => d.state === 'done' || d.state === 'paused'));
  try {
    if (Object.keys(kept).length) globalThis.localStorage?.setItem(downloadsIndexKey(uid), JSON.stringify(kept));
    else globalThis.localStorage?.removeItem(downloadsIndexKey(uid));
  } catch {
    // Storage full or unavailable: the page reads Cache Storage, a moment later.
  }
}

export const useDownloads = createStore<Store>(() => ({ items: readIndex() }));
useDownloads.subscribe((s, prev) => {
  if (s.items !== prev.items) writeIndex(s.items);
});

const META_HEADER = 'X-Reelhouse-Download';
const JSON_TYPE = 'application/json';

export const LOST_CONNECTION: DownloadError = { code: 'lost_connection' };
const NEEDS_CONNECTION: DownloadError = { code: 'needs_connection' };

/** What a failure stores: its code, a lost connection, or the browser's message. */
const failure = (err: unknown): DownloadError =>
  err instanceof DownloadFailure ? err.info : err instanceof TypeError ? NEEDS_CONNECTION : { code: 'other', message: err instanceof Error ? err.message : String(err) };

export const streamKey = (videoId: string) => `${location.origin}/api/reelhouse/stream/${encodeURIComponent(videoId)}`;

/** The pump running for a video in this page (at most one). */
const jobs = new Map<string, AbortController>();

type VideoInfo = { id: string; slug: string; title: string; thumbnail_url: string; captions?: CaptionTrack[] };

/** A caption file's cache key: its absolute URL, which the worker looks up (sw.ts). */
const captionKey = (url: string) => new URL(url, location.origin).href;

/**
 * Saves the video's caption files (a few KiB each) into the member's cache: the offline
 * player's <track>s then load from it. One that fails is left out (the video still plays).
 */
async function saveCaptions(cache: Cache, tracks: CaptionTrack[]): Promise<CaptionTrack[]> {
  const saved: CaptionTrack[] = [];
  for (const c of tracks) {
    try {
      const res = await fetch(captionKey(c.url), { cache: 'no-store' });
      if (!res.ok) continue;
      await cache.put(captionKey(c.url), res);
      saved.push(c);
    } catch {
      /* offline or refused: not saved */
    }
  }
  return saved;
}

function set(videoId: string, patch: Partial<Download>) {
  useDownloads.setState((s) => {
    const cur = s.items[videoId];
    if (!cur) return s;
    return { items: { ...s.items, [videoId]: { ...cur, ...patch } } };
  });
}

function put(item: Download) {
  useDownloads.setState((s) => ({ items: { ...s.items, [item.videoId]: item } }));
}

function memberCache(): Promise<{ uid: string; cache: Cache } | null> {
  const uid = authUserId();
  if (!uid || typeof caches === 'undefined') return Promise.resolve(null);
  return caches.open(downloadsCacheName(uid)).then((cache) => ({ uid, cache }));
}

async function readState(cache: Cache, key: string): Promise<PartialState | null> {
  const res = await cache.match(stateKey(key));
  return res ? ((await res.json().catch(() => null)) as PartialState | null) : null;
}

const writeState = (cache: Cache, key: string, st: PartialState) =>
  cache.put(stateKey(key), new Response(JSON.stringify(st), { headers: { 'Content-Type': JSON_TYPE } }));

const partialItem = (st: PartialState, state: DownloadState, error?: DownloadError): Download => ({
  videoId: st.videoId,
  slug: st.slug,
  title: st.title,
  thumbnail: st.thumbnail,
  size: st.size,
  savedAt: 0,
  state,
  received: storedBytes(st),
  error,
});

/** Loads the member's downloads from Cache Storage: finished ones and unfinished (paused) ones. */
export async function loadDownloads(): Promise<void> {
  const mc = await memberCache();
  if (!mc) {
    useDownloads.setState({ items: {} });
    return;
  }
  const found: Record<string, Download> = {};
  for (const req of await mc.cache.keys()) {
    if (req.url.includes('?piece=')) continue;
    const res = await mc.cache.match(req);
    if (!res) continue;
    try {
      if (req.url.endsWith('?state')) {
        const st = (await res.json()) as PartialState;
        found[st.videoId] = partialItem(st, 'paused');
        continue;
      }
      const raw = res.headers.get(META_HEADER);
      if (!raw) continue;
      const meta = JSON.parse(decodeURIComponent(raw)) as DownloadMeta;
      found[meta.videoId] = { ...meta, state: 'done', received: meta.size };
    } catch {
      /* not ours */
    }
  }
  useDownloads.setState((s) => {
    // What this page is doing right now wins over what the cache says.
    const live = Object.fromEntries(Object.entries(s.items).filter(([id, d]) => jobs.has(id) || d.state === 'checking' || d.state === 'refused' || (d.state !== 'done' && !found[id])));
    return { items: { ...found, ...live } };
  });
}

export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const e = await navigator.storage?.estimate?.().catch(() => null);
  return e && e.quota ? { usage: e.usage ?? 0, quota: e.quota } : null;
}

/** Whether the browser keeps this site's storage when space runs low (null: cannot tell). */
export async function storagePersisted(): Promise<boolean | null> {
  return (await navigator.storage?.persisted?.().catch(() => null)) ?? null;
}

/** Downloads should survive the browser's clean-ups when space runs low: ask once. */
async function askPersistence(): Promise<void> {
  if (!navigator.storage?.persist) return;
  if (await storagePersisted()) return;
  await navigator.storage.persist().catch(() => false);
}

const isQuotaError = (err: unknown) => err instanceof DOMException && err.name === 'QuotaExceededError';

/**
 * Starts saving a video: probes its size (a 1-byte Range request), refuses when it would
 * not fit in the storage left, asks for persistent storage, then fetches piece by piece.
 * An unfinished download of the same video resumes instead.
 */
export async function startDownload(video: VideoInfo, url: string): Promise<void> {
  const mc = await memberCache();
  if (!mc) return;
  const key = streamKey(video.id);
  if (await readState(mc.cache, key)) return resumeDownload(video.id, url);
  put({ videoId: video.id, slug: video.slug, title: video.title, thumbnail: video.thumbnail_url, size: 0, savedAt: 0, state: 'checking', received: 0 });
  try {
    const probe = await fetch(url, { headers: { Range: 'bytes=0-0' }, cache: 'no-store' });
    await probe.body?.cancel().catch(() => undefined);
    if (probe.status !== 206 && probe.status !== 200) throw httpFailure(probe.status);
    const size = totalSize(probe.status, probe.headers);
    if (!size) throw new DownloadFailure({ code: 'no_size' });
    const refusal = quotaRefusal(size, await storageEstimate());
    if (refusal) {
      set(video.id, { state: 'refused', size, error: refusal });
      return;
    }
    await askPersistence();
    if (authUserId() !== mc.uid || useDownloads.getState().items[video.id]?.state !== 'checking') return;
    const st: PartialState = {
      videoId: video.id,
      slug: video.slug,
      title: video.title,
      thumbnail: video.thumbnail_url,
      size,
      type: probe.headers.get('Content-Type') ?? 'video/mp4',
      url,
      pieces: 0,
      pieceBytes: PIECE_BYTES,
      captions: await saveCaptions(mc.cache, video.captions ?? []),
    };
    await writeState(mc.cache, key, st);
    put(partialItem(st, 'downloading'));
    await pump(video.id);
  } catch (err) {
    set(video.id, { state: 'error', error: failure(err) });
  }
}

export function pauseDownload(videoId: string): void {
  jobs.get(videoId)?.abort();
  jobs.delete(videoId);
  set(videoId, { state: 'paused', error: undefined });
}

/** Resumes after the last stored piece; `url` (a fresh playback link) replaces the stored one. */
export async function resumeDownload(videoId: string, url?: string): Promise<void> {
  const mc = await memberCache();
  if (!mc) return;
  const key = streamKey(videoId);
  const st = await readState(mc.cache, key);
  if (!st) {
    // Nothing stored yet: the size probe failed (e.g. offline), so with a fresh link it
    // starts over; otherwise it finished (or was removed) meanwhile, e.g. in another tab.
    const d = useDownloads.getState().items[videoId];
    if (url && d?.state === 'error') return startDownload({ id: videoId, slug: d.slug, title: d.title, thumbnail_url: d.thumbnail }, url);
    return loadDownloads();
  }
  if (url && url !== st.url) await writeState(mc.cache, key, { ...st, url });
  // The rest must still fit (other downloads or the browser may have taken the room).
  const refusal = quotaRefusal(st.size, await storageEstimate(), storedBytes(st));
  if (refusal) {
    put(partialItem(st, 'error', refusal));
    return;
  }
  put(partialItem(st, 'downloading'));
  await pump(videoId);
}

export const OTHER_TAB: DownloadError = { code: 'other_tab' };

/** One pump per video across tabs and windows (Web Locks), so no piece is fetched twice. */
function pump(videoId: string): Promise<void> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return pumpHere(videoId);
  // A pump of this tab still winding down (pause, then resume at once): wait for it.
  const options: LockOptions = pumping.has(videoId) ? {} : { ifAvailable: true };
  return locks
    .request(`reelhouse-download-${videoId}`, options, async (lock) => {
      if (!lock) {
        set(videoId, { state: 'paused', error: OTHER_TAB });
        return;
      }
      await pumpHere(videoId);
    })
    .then(() => undefined);
}

/** Videos with a pump running in this tab (until it has fully stopped). */
const pumping = new Set<string>();

/** Back online: downloads the connection cut off carry on by themselves. */
function resumeWhenOnline(videoId: string) {
  globalThis.addEventListener?.(
    'online',
    () => {
      const d = useDownloads.getState().items[videoId];
      if (d?.state === 'paused' && d.error?.code === 'lost_connection') void resumeDownload(videoId);
    },
    { once: true },
  );
}

async function pumpHere(videoId: string): Promise<void> {
  pumping.add(videoId);
  try {
    await pumpPieces(videoId);
  } finally {
    pumping.delete(videoId);
  }
}

async function pumpPieces(videoId: string): Promise<void> {
  jobs.get(videoId)?.abort();
  const abort = new AbortController();
  jobs.set(videoId, abort);
  const mine = () => jobs.get(videoId) === abort && useDownloads.getState().items[videoId]?.state === 'downloading';
  const mc = await memberCache();
  if (!mc) return;
  const key = streamKey(videoId);
  try {
    let st = await readState(mc.cache, key);
    if (!st) return;
    while (mine()) {
      const from = st.pieces * st.pieceBytes;
      if (from >= st.size) break;
      const to = Math.min(st.size, from + st.pieceBytes) - 1;
      const res = await fetch(st.url, { headers: { Range: `bytes=${from}-${to}` }, signal: abort.signal, cache: 'no-store' });
      if (res.status !== 206) throw httpFailure(res.status);
      const body = await res.blob();
      if (body.size !== to - from + 1) throw new DownloadFailure({ code: 'bad_piece' });
      // Stopped meanwhile, or another member signed in: nothing more is written.
      if (!mine() || authUserId() !== mc.uid) return;
      await mc.cache.put(pieceKey(key, st.pieces), new Response(body, { headers: { 'Content-Type': st.type } }));
      st = { ...st, pieces: st.pieces + 1 };
      await writeState(mc.cache, key, st);
      set(videoId, { received: storedBytes(st) });
    }
    if (!mine() || authUserId() !== mc.uid) return;
    await finish(mc.cache, key, st);
  } catch (err) {
    if ((err as Error)?.name === 'AbortError' || jobs.get(videoId) !== abort) return;
    if (err instanceof TypeError) {
      set(videoId, { state: 'paused', error: LOST_CONNECTION });
      resumeWhenOnline(videoId);
      return;
    }
    set(videoId, { state: 'error', error: isQuotaError(err) ? { code: 'storage_full' } : failure(err) });
  } finally {
    if (jobs.get(videoId) === abort) jobs.delete(videoId);
  }
}

/** Joins the stored pieces into the entry the worker plays from, then drops the pieces. */
async function finish(cache: Cache, key: string, st: PartialState): Promise<void> {
  const parts: Blob[] = [];
  for (let n = 0; n < st.pieces; n++) {
    const res = await cache.match(pieceKey(key, n));
    if (!res) throw new DownloadFailure({ code: 'piece_missing' });
    parts.push(await res.blob());
  }
  const body = new Blob(parts, { type: st.type });
  const meta: DownloadMeta = { videoId: st.videoId, slug: st.slug, title: st.title, thumbnail: st.thumbnail, size: body.size, savedAt: Date.now(), captions: st.captions };
  await cache.put(
    key,
    new Response(body, {
      headers: { 'Content-Type': st.type, 'Content-Length': String(body.size), [META_HEADER]: encodeURIComponent(JSON.stringify(meta)) },
    }),
  );
  await dropPartial(cache, key, st.pieces);
  set(st.videoId, { ...meta, state: 'done', received: body.size, error: undefined });
}

async function dropPartial(cache: Cache, key: string, pieces?: number): Promise<void> {
  // One more than the state counts: a reload may land between storing a piece and its count.
  const n = (pieces ?? (await readState(cache, key))?.pieces ?? 0) + 1;
  await Promise.all([cache.delete(stateKey(key)), ...Array.from({ length: n }, (_, i) => cache.delete(pieceKey(key, i)))]);
}

/** Removes a download, finished or not (a refused one just leaves the list). */
export async function deleteDownload(videoId: string): Promise<void> {
  jobs.get(videoId)?.abort();
  jobs.delete(videoId);
  const mc = await memberCache();
  if (mc) {
    const key = streamKey(videoId);
    const captions = useDownloads.getState().items[videoId]?.captions ?? (await readState(mc.cache, key))?.captions ?? [];
    await dropPartial(mc.cache, key);
    await mc.cache.delete(key);
    await Promise.all(captions.map((c) => mc.cache.delete(captionKey(c.url))));
  }
  useDownloads.setState((s) => {
    const items = { ...s.items };
    delete items[videoId];
    return { items };
  });
}
