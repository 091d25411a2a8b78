// A video's performer records from the video manager (issue 38 §1): the gate's view of the
// video (GET /api/reelhouse/creator/videos/{id}/records, internal/performers/status.go),
// and the links made and removed through the record API, whose rules decide who may link
// whom (the record's owner, or an admin). The server re-checks the gate in the same
// transaction as each link: a waiting video is published, or a public one taken off.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../data/pb';
import { Collections } from '../../data/types';

export type RecordProblem = 'incomplete' | 'unverified' | 'under_18';

export interface LinkedPerformer {
  link: string;
  id: string;
  stage_name: string;
  /** Kept by the video's creator; otherwise lent by another creator. */
  owned: boolean;
  verified: boolean;
  problems: RecordProblem[];
}

export interface VideoRecords {
  video: string;
  creator: string;
  /** YYYY-MM-DD, or "" when the video has none. */
  production_date: string;
  exempt: boolean;
  moderation: string;
  hidden: boolean;
  problems: Array<'production_date_missing' | 'no_performers'>;
  performers: LinkedPerformer[];
  publishable: boolean;
}

export const recordsKey = (video: string) => ['video-manager', 'records', video];

export function useVideoRecords(video: string) {
  return useQuery({
    queryKey: recordsKey(video),
    queryFn: () => pb.send<VideoRecords>(`/api/reelhouse/creator/videos/${encodeURIComponent(video)}/records`, { method: 'GET', requestKey: null }),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useInvalidateRecords(video: string): () => Promise<void> {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: recordsKey(video) });
}

export function linkPerformer(video: string, performer: string, me: string): Promise<unknown> {
  return pb.collection('video_performers').create({ video, performer, linked_by: me }, { requestKey: null });
}

export function unlinkPerformer(link: string): Promise<boolean> {
  return pb.collection('video_performers').delete(link, { requestKey: null });
}

export function setProductionDate(video: string, day: string): Promise<unknown> {
  return pb.collection(Collections.Videos).update(video, { production_date: `${day} 00:00:00.000Z` }, { requestKey: null });
}

/** One line of "what is missing", as a `creator` catalog key and its values. */
export interface MissingLine {
  key: string;
  values?: Record<string, unknown>;
}

/**
 * What keeps the video from being public, in the order a creator fixes it: the production
 * date, a performer at all, then each linked performer's problems by stage name. Empty
 * when the gate allows the video (or the operator exempted it).
 */
export function missingLines(r: VideoRecords): MissingLine[] {
  if (r.exempt) return [];
  const out: MissingLine[] = [];
  if (r.problems.includes('production_date_missing')) out.push({ key: 'records.missing_date' });
  if (r.problems.includes('no_performers')) out.push({ key: 'records.missing_performer' });
  for (const p of r.performers) {
    const name = p.stage_name || '—';
    if (p.problems.includes('incomplete')) out.push({ key: 'records.missing_complete', values: { name } });
    if (p.problems.includes('unverified')) out.push({ key: 'records.missing_verified', values: { name } });
    if (p.problems.includes('under_18')) out.push({ key: 'records.missing_adult', values: { name } });
  }
  return out;
}

/** The headline of the records state: complete, waiting (off the site) or public with gaps (published before records were required). */
export function recordsHeadline(r: VideoRecords): 'records.state_exempt' | 'records.state_complete' | 'records.state_waiting' | 'records.state_gaps' | 'records.state_other' {
  if (r.exempt) return 'records.state_exempt';
  if (r.publishable) return 'records.state_complete';
  if (r.moderation === 'performers') return 'records.state_waiting';
  if (!r.hidden) return 'records.state_gaps';
  return 'records.state_other';
}
