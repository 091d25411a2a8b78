import { describe, expect, it } from 'vitest';
import type { VideoSource } from '../../data/types';
import type { Job } from './api';
import { hostRows } from './host-state';

const source = (urls: Partial<VideoSource>) => ({ video: 'v1', file: '', doodstream_url: '', vidguard_url: '', streamtape_url: '', ...urls }) as VideoSource;
const job = (kind: Job['kind'], state: Job['state'], extra: Partial<Job> = {}): Job => ({ id: `${kind}-${state}`, kind, video: 'v1', state, progress: 0, last_error: '', ...extra });

describe('per-host publishing state', () => {
  it('without jobs, shows each host as published or not from the source URLs', () => {
    const rows = hostRows('v1', source({ doodstream_url: 'https://d/e/1' }), null);
    expect(rows.map((r) => [r.label, r.state])).toEqual([
      ['DoodStream', 'published'],
      ['VidGuard', 'not published'],
      ['Streamtape', 'not published'],
    ]);
    expect(hostRows('v1', undefined, null).every((r) => r.state === 'not published')).toBe(true);
  });

  it('jobs in flight or failed win over the URLs; the latest job of a kind counts', () => {
    const rows = hostRows(
      'v1',
      source({ file: 'x.mp4' }),
      [
        job('process', 'done'),
        job('publish_doodstream', 'failed', { last_error: 'host said no' }),
        job('publish_doodstream', 'running', { id: 'd2', progress: 42.4 }),
        job('publish_vidguard', 'failed', { id: 'g1', last_error: 'timeout' }),
        job('publish_streamtape', 'queued'),
      ],
    );
    expect(rows).toEqual([
      { label: 'This site', state: 'published' },
      { label: 'DoodStream', state: 'running', progress: 42, error: undefined, jobId: 'd2' },
      { label: 'VidGuard', state: 'failed', progress: undefined, error: 'timeout', jobId: 'g1' },
      { label: 'Streamtape', state: 'queued', progress: undefined, error: undefined, jobId: 'publish_streamtape-queued' },
    ]);
  });

  it('shows processing while the process job runs', () => {
    const rows = hostRows('v1', undefined, [job('process', 'running', { progress: 10 })]);
    expect(rows[0]).toMatchObject({ label: 'Processing', state: 'running', progress: 10 });
  });
});
