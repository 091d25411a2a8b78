// Per-host publishing state of a video: from the uploads pipeline's jobs when they exist,
// else from the stored source URLs alone (published or not).
import type { VideoSource } from '../../data/types';
import type { Job } from './api';

export const HOSTS = [
  { key: 'doodstream', label: 'DoodStream', kind: 'publish_doodstream', field: 'doodstream_url' },
  { key: 'vidguard', label: 'VidGuard', kind: 'publish_vidguard', field: 'vidguard_url' },
  { key: 'streamtape', label: 'Streamtape', kind: 'publish_streamtape', field: 'streamtape_url' },
] as const;

export type HostState = 'published' | 'not published' | 'queued' | 'running' | 'failed';

export interface HostRow {
  label: string;
  state: HostState;
  progress?: number;
  error?: string;
  jobId?: string;
}

/** The latest job of a kind wins (jobs are sorted oldest first). */
function latest(jobs: readonly Job[], video: string, kind: string): Job | undefined {
  let found: Job | undefined;
  for (const j of jobs) if (j.video === video && j.kind === kind) found = j;
  return found;
}

export function hostRows(video: string, source: VideoSource | undefined, jobs: readonly Job[] | null): HostRow[] {
  const rows: HostRow[] = [];
  const process = jobs ? latest(jobs, video, 'process') : undefined;
  if (process && process.state !== 'done') rows.push(fromJob('Processing', process));
  if (source?.file) rows.push({ label: 'This site', state: 'published' });
  for (const h of HOSTS) {
    const url = source?.[h.field] ?? '';
    const job = jobs ? latest(jobs, video, h.kind) : undefined;
    if (job && job.state !== 'done') rows.push(fromJob(h.label, job));
    else if (url || job) rows.push({ label: h.label, state: url ? 'published' : 'not published' });
    else rows.push({ label: h.label, state: 'not published' });
  }
  return rows;
}

function fromJob(label: string, job: Job): HostRow {
  return {
    label,
    state: job.state === 'done' ? 'published' : job.state,
    progress: job.state === 'running' ? Math.max(0, Math.min(100, Math.round(job.progress || 0))) : undefined,
    error: job.state === 'failed' ? job.last_error || 'Publishing failed' : undefined,
    jobId: job.id,
  };
}
