// Downloads for offline viewing (issue 15 §5): a premium member saves a video's
// self-hosted file into Cache Storage (one cache per member, purged on sign-out and when
// premium lapses). The file is fetched in pieces with Range requests, so a download can
// pause and resume; the service worker answers playback (with seeking) from the stored
// copy. Stored under the stream URL without its token.
import { create } from 'zustand';
import { authUserId } from '../../../data/pb';
import { downloadsCacheName } from '../../../data/private-data-names';

export type DownloadState = 'downloading' | 'paused' | 'done' | 'error';

export interface DownloadMeta {
  videoId: string;
  slug: string;
  title: string;
  thumbnail: string;
  size: number;
  savedAt: number;
}

export interface Download extends DownloadMeta {
  state: DownloadState;
  received: number;
  error?: string;
}

interface Store {
  items: Record<string, Download>;
}

export const useDownloads = create<Store>()(() => ({ items: {} }));

/** Pieces of this size: small enough to pause promptly, big enough to be quick. */
const CHUNK = 1024 * 1024;
const META_HEADER = 'X-Reelhouse-Download';

export const streamKey = (videoId: string) => `${location.origin}/api/reelhouse/stream/${encodeURIComponent(videoId)}`;

interface Running {
  chunks: Blob[];
  abort: AbortController | null;
  url: string;
  type: string;
}
const running = new Map<string, Running>();

function set(videoId: string, patch: Partial<Download>) {
  useDownloads.setState((s) => {
    const cur = s.items[videoId];
    if (!cur) return s;
    return { items: { ...s.items, [videoId]: { ...cur, ...patch } } };
  });
}

/** Loads the member's finished downloads from Cache Storage. */
export async function loadDownloads(): Promise<void> {
  const uid = authUserId();
  if (!uid || typeof caches === 'undefined') {
    useDownloads.setState({ items: {} });
    return;
  }
  const cache = await caches.open(downloadsCacheName(uid));
  const items: Record<string, Download> = {};
  for (const req of await cache.keys()) {
    const res = await cache.match(req);
    const raw = res?.headers.get(META_HEADER);
    if (!raw) continue;
    try {
      const meta = JSON.parse(decodeURIComponent(raw)) as DownloadMeta;
      items[meta.videoId] = { ...meta, state: 'done', received: meta.size };
    } catch {
      /* not ours */
    }
  }
  useDownloads.setState((s) => ({ items: { ...Object.fromEntries(Object.entries(s.items).filter(([, d]) => d.state !== 'done')), ...items } }));
}

export function startDownload(video: { id: string; slug: string; title: string; thumbnail_url: string }, url: string): void {
  if (running.has(video.id)) return resumeDownload(video.id);
  running.set(video.id, { chunks: [], abort: null, url, type: 'video/mp4' });
  useDownloads.setState((s) => ({
    items: {
      ...s.items,
      [video.id]: { videoId: video.id, slug: video.slug, title: video.title, thumbnail: video.thumbnail_url, size: 0, savedAt: 0, state: 'downloading', received: 0 },
    },
  }));
  void pump(video.id);
}

export function pauseDownload(videoId: string): void {
  running.get(videoId)?.abort?.abort();
  set(videoId, { state: 'paused' });
}

export function resumeDownload(videoId: string): void {
  if (!running.has(videoId)) return;
  set(videoId, { state: 'downloading', error: undefined });
  void pump(videoId);
}

async function pump(videoId: string): Promise<void> {
  const job = running.get(videoId);
  if (!job) return;
  const d = () => useDownloads.getState().items[videoId];
  try {
    while (d()?.state === 'downloading') {
      const from = job.chunks.reduce((n, b) => n + b.size, 0);
      const size = d()!.size;
      if (size && from >= size) break;
      job.abort = new AbortController();
      const res = await fetch(job.url, { headers: { Range: `bytes=${from}-${from + CHUNK - 1}` }, signal: job.abort.signal, cache: 'no-store' });
      if (res.status !== 206 && res.status !== 200) throw new Error(`The server answered ${res.status}.`);
      const total = res.status === 200 ? Number(res.headers.get('Content-Length') ?? 0) : Number(res.headers.get('Content-Range')?.split('/')[1] ?? 0);
      job.type = res.headers.get('Content-Type') ?? job.type;
      const blob = await res.blob();
      if (res.status === 200) job.chunks = [];
      job.chunks.push(blob);
      const received = job.chunks.reduce((n, b) => n + b.size, 0);
      set(videoId, { size: total || received, received });
      if (res.status === 200 || received >= (total || received)) break;
    }
    if (d()?.state !== 'downloading') return;
    await store(videoId, job);
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') return;
    set(videoId, { state: 'error', error: err instanceof Error ? err.message : String(err) });
  }
}

async function store(videoId: string, job: Running): Promise<void> {
  const uid = authUserId();
  const cur = useDownloads.getState().items[videoId];
  if (!uid || !cur) return;
  const body = new Blob(job.chunks, { type: job.type });
  const meta: DownloadMeta = { videoId, slug: cur.slug, title: cur.title, thumbnail: cur.thumbnail, size: body.size, savedAt: Date.now() };
  const cache = await caches.open(downloadsCacheName(uid));
  await cache.put(
    streamKey(videoId),
    new Response(body, {
      headers: { 'Content-Type': job.type, 'Content-Length': String(body.size), [META_HEADER]: encodeURIComponent(JSON.stringify(meta)) },
    }),
  );
  running.delete(videoId);
  set(videoId, { ...meta, state: 'done', received: body.size });
}

export async function deleteDownload(videoId: string): Promise<void> {
  running.get(videoId)?.abort?.abort();
  running.delete(videoId);
  const uid = authUserId();
  if (uid && typeof caches !== 'undefined') await (await caches.open(downloadsCacheName(uid))).delete(streamKey(videoId));
  useDownloads.setState((s) => {
    const items = { ...s.items };
    delete items[videoId];
    return { items };
  });
}

export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const e = await navigator.storage?.estimate?.().catch(() => null);
  return e && e.quota ? { usage: e.usage ?? 0, quota: e.quota } : null;
}
