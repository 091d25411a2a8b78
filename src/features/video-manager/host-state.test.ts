import { describe, expect, it } from 'vitest';
import type { VideoSource } from '../../data/types';
import type { Job } from './api';
import { hostRows, mergeJob, mergeJobs } from './host-state';

const source = (urls: Partial<VideoSource>) => ({ video: 'v1', file: '', doodstream_url: '', vidguard_url: '', streamtape_url: '', ...urls }) as VideoSource;
const job = (kind: Job['kind'], state: Job['state'], extra: Partial<Job> = {}): Job => ({ id: `${kind}-${state}`, kind, video: 'v1', state, progress: 0, last_error: '', ...extra });

describe('per-host publishing state', () => {
  it('without jobs, shows each host as done or not published from the source URLs', () => {
    const rows = hostRows('v1', source({ doodstream_url: 'https://d/e/1' }), null);
    expect(rows.map((r) => [r.label, r.state])).toEqual([
      ['DoodStream', 'done'],
      ['VidGuard', 'not published'],
      ['Streamtape', 'not published'],
    ]);
    expect(hostRows('v1', undefined, null).every((r) => r.state === 'not published')).toBe(true);
  });

  it('a host switched on without its keys says why it is not published; one switched off does not', () => {
    const readiness = { doodstream: { enabled: true, ready: false }, vidguard: { enabled: false, ready: false }, streamtape: { enabled: true, ready: true } };
    const rows = hostRows('v1', source({}), [], readiness);
    expect(rows.map((r) => [r.label, r.state, r.error])).toEqual([
      ['DoodStream', 'not published', 'no API key'],
      ['VidGuard', 'not published', undefined],
      ['Streamtape', 'not published', undefined],
    ]);
  });

  it('jobs in flight or failed win over the URLs; the latest job of a kind counts', () => {
    const rows = hostRows('v1', source({ file: 'x.mp4' }), [
      job('process', 'done'),
      job('publish_doodstream', 'failed', { last_error: 'host said no', created: '2026-01-01 10:00:00.000Z' }),
      job('publish_doodstream', 'running', { id: 'd2', progress: 42.4, created: '2026-01-01 10:00:01.000Z' }),
      job('publish_vidguard', 'failed', { id: 'g1', last_error: 'Failed to upload to VidGuard' }),
      job('publish_streamtape', 'queued'),
    ]);
    expect(rows).toEqual([
      { label: 'This site', state: 'done' },
      { label: 'DoodStream', state: 'uploading', progress: 42, error: undefined, jobId: 'd2' },
      { label: 'VidGuard', state: 'failed', progress: undefined, error: 'Failed to upload to VidGuard', jobId: 'g1' },
      { label: 'Streamtape', state: 'queued', progress: undefined, error: undefined, jobId: 'publish_streamtape-queued' },
    ]);
  });

  it('a job waiting for its next attempt shows the error it retries after', () => {
    const rows = hostRows('v1', undefined, [job('publish_vidguard', 'queued', { last_error: 'Failed to get VidGuard upload URL', attempts: 1 })]);
    expect(rows.find((r) => r.label === 'VidGuard')).toMatchObject({ state: 'queued', error: 'Failed to get VidGuard upload URL' });
  });

  it('shows processing while the process job runs, and done hosts once their job is done', () => {
    const rows = hostRows('v1', undefined, [job('process', 'running', { progress: 10 }), job('publish_doodstream', 'done')]);
    expect(rows[0]).toMatchObject({ label: 'Processing', state: 'processing', progress: 10 });
    expect(rows.find((r) => r.label === 'DoodStream')?.state).toBe('done');
  });
});

describe('merging fetched jobs and realtime events', () => {
  const at = (s: number) => `2026-01-01 10:00:0${s}.000Z`;
  it('keeps the newer copy of a job whichever arrives last', () => {
    const older = job('publish_vidguard', 'running', { id: 'j', updated: at(1) });
    const newer = job('publish_vidguard', 'done', { id: 'j', updated: at(2) });
    expect(mergeJob([newer], older)[0]?.state).toBe('done');
    expect(mergeJob([older], newer)[0]?.state).toBe('done');
    expect(mergeJob([older], newer, true)).toEqual([]);
  });

  it('a fetch that started before an event does not undo it, nor drop a job the event added', () => {
    const fetched = [job('publish_vidguard', 'running', { id: 'j', updated: at(1) })];
    const current = [job('publish_vidguard', 'done', { id: 'j', updated: at(2) }), job('publish_doodstream', 'queued', { id: 'k', updated: at(2) }), job('preview', 'queued', { id: 'x', video: 'gone' })];
    const out = mergeJobs(current, fetched, new Set(['v1']));
    expect(out.map((j) => `${j.id}:${j.state}`)).toEqual(['j:done', 'k:queued']);
  });
  it('shows a row per ladder rung, lowest first, live while it encodes', () => {
    const rows = hostRows('v1', { file: 'f.mp4' } as never, [
      job('hls_480', 'queued'),
      job('hls_240', 'done'),
      job('hls_360', 'running', { progress: 41.6 }),
    ]).filter((r) => r.label.startsWith('Adaptive'));
    expect(rows.map((r) => [r.label, r.state, r.progress])).toEqual([
      ['Adaptive 240p', 'done', undefined],
      ['Adaptive 360p', 'processing', 42],
      ['Adaptive 480p', 'queued', undefined],
    ]);
  });
});
