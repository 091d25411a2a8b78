// Per-host publishing state of a video: from the uploads pipeline's jobs when they exist,
// else from the stored source URLs alone (done or not published). The words are the
// issue's: queued, uploading N %, done, failed with the host's message (management spec §8).
import type { VideoSource } from '../../data/types';
import type { Job } from './api';

export const HOSTS = [
  { key: 'doodstream', label: 'DoodStream', kind: 'publish_doodstream', field: 'doodstream_url' },
  { key: 'vidguard', label: 'VidGuard', kind: 'publish_vidguard', field: 'vidguard_url' },
  { key: 'streamtape', label: 'Streamtape', kind: 'publish_streamtape', field: 'streamtape_url' },
] as const;

export type HostState = 'done' | 'not published' | 'queued' | 'processing' | 'uploading' | 'failed';

export interface HostRow {
  label: string;
  state: HostState;
  progress?: number;
  /** failed: the spec's message; queued after a failed attempt: the error it retries after. */
  error?: string;
  jobId?: string;
}

/** The latest job of a kind wins (by creation; retries reuse the same job). */
function latest(jobs: readonly Job[], video: string, kind: string): Job | undefined {
  let found: Job | undefined;
  for (const j of jobs) if (j.video === video && j.kind === kind && (!found || (j.created ?? '') >= (found.created ?? ''))) found = j;
  return found;
}

/** Per host: switched on in the CDN preferences, and holding its keys (GET /api/reelhouse/hosts). */
export type HostReadiness = Partial<Record<(typeof HOSTS)[number]['key'], { enabled: boolean; ready: boolean }>>;

export function hostRows(video: string, source: VideoSource | undefined, jobs: readonly Job[] | null, readiness?: HostReadiness): HostRow[] {
  const rows: HostRow[] = [];
  const process = jobs ? latest(jobs, video, 'process') : undefined;
  if (process && process.state !== 'done') rows.push(fromJob('Processing', process, 'processing'));
  if (source?.file) rows.push({ label: 'This site', state: 'done' });
  // The adaptive ladder: one row per rung job (hls_240, hls_360, …), lowest first.
  const rungs = new Set((jobs ?? []).filter((j) => j.video === video && j.kind.startsWith('hls_')).map((j) => j.kind));
  for (const kind of [...rungs].sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)))) {
    const job = latest(jobs!, video, kind)!;
    const label = `Adaptive ${kind.slice(4)}p`;
    rows.push(job.state === 'done' ? { label, state: 'done' } : fromJob(label, job, 'processing'));
  }
  for (const h of HOSTS) {
    const url = source?.[h.field] ?? '';
    const job = jobs ? latest(jobs, video, h.kind) : undefined;
    if (job && job.state !== 'done') rows.push(fromJob(h.label, job, 'uploading'));
    else if (url || job) rows.push({ label: h.label, state: 'done' });
    // On but without its keys: the server queued nothing, so say why instead of a bare state.
    else if (readiness?.[h.key]?.enabled && !readiness[h.key]?.ready) rows.push({ label: h.label, state: 'not published', error: 'no API key' });
    else rows.push({ label: h.label, state: 'not published' });
  }
  return rows;
}

function fromJob(label: string, job: Job, running: 'processing' | 'uploading'): HostRow {
  const state: HostState = job.state === 'running' ? running : job.state === 'done' ? 'done' : job.state;
  return {
    label,
    state,
    progress: job.state === 'running' ? Math.max(0, Math.min(100, Math.round(job.progress || 0))) : undefined,
    error: job.state === 'failed' ? job.last_error || 'Publishing failed' : job.state === 'queued' && job.last_error ? job.last_error : undefined,
    jobId: job.id,
  };
}

/** Merges a job into a list, keeping whichever copy is newer (a fetch may race an event). */
export function mergeJob(list: readonly Job[], job: Job, deleted = false): Job[] {
  const i = list.findIndex((j) => j.id === job.id);
  if (deleted) return i < 0 ? [...list] : list.filter((j) => j.id !== job.id);
  if (i < 0) return [...list, job];
  if ((list[i]?.updated ?? '') > (job.updated ?? '')) return [...list];
  const next = [...list];
  next[i] = job;
  return next;
}

/**
 * A fetched list merged with what events already brought: the newer copy of each job wins,
 * and a job an event brought for a listed video survives a fetch that started before it.
 */
export function mergeJobs(current: readonly Job[] | null, fetched: readonly Job[], videos: ReadonlySet<string>): Job[] {
  let out = [...fetched];
  for (const j of current ?? []) {
    const f = out.find((x) => x.id === j.id);
    if (f ? (f.updated ?? '') < (j.updated ?? '') : videos.has(j.video)) out = mergeJob(out, j);
  }
  return out;
}
