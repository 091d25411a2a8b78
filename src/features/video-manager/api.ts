// Video manager calls. `own` lists through GET /api/reelhouse/creator/videos, which only
// ever returns the caller's videos; `all` (admins) reads the videos collection. Edits and
// deletes go to the collection API, whose rules allow admins, or a creator on their own
// video only (docs/data-model.md).
import { useQuery } from '@tanstack/react-query';
import { pb } from '../../data/pb';
import { Collections, type Category, type Video, type VideoSource } from '../../data/types';
import type { HostReadiness } from './host-state';

export type ManagerScope = 'all' | 'own';

/** Manage Videos page size (management spec §9). */
export const MANAGE_PAGE_SIZE = 12;

export interface ManagedVideo {
  id: string;
  slug: string;
  title: string;
  author: string;
  created: string;
  thumbnail_url: string;
  creator_name?: string;
}

export interface ManagedPage {
  items: ManagedVideo[];
  page: number;
  totalPages: number;
  totalItems: number;
}

function thumbOf(v: Video): string {
  if (v.thumbnail) return pb.files.getURL(v, v.thumbnail, { thumb: '320x180' });
  return v.thumbnail_url || '';
}

export async function listVideos(scope: ManagerScope, q: string, page: number): Promise<ManagedPage> {
  const text = q.trim();
  if (scope === 'own') {
    const qs = new URLSearchParams({ page: String(page), perPage: String(MANAGE_PAGE_SIZE) });
    if (text) qs.set('q', text);
    return pb.send<ManagedPage>(`/api/reelhouse/creator/videos?${qs}`, { method: 'GET', requestKey: null });
  }
  const res = await pb.collection(Collections.Videos).getList<Video>(page, MANAGE_PAGE_SIZE, {
    filter: text ? pb.filter('title ~ {:q} || author ~ {:q}', { q: text }) : '',
    sort: '-created',
    expand: 'creator',
    fields: 'id,collectionId,collectionName,slug,title,author,created,thumbnail,thumbnail_url,creator,expand.creator.username',
    requestKey: null,
  });
  return {
    page: res.page,
    totalPages: res.totalPages,
    totalItems: res.totalItems,
    items: res.items.map((v) => ({
      id: v.id,
      slug: v.slug,
      title: v.title,
      author: v.author,
      created: v.created,
      thumbnail_url: thumbOf(v),
      creator_name: v.expand?.creator?.username ?? '',
    })),
  };
}

const idFilter = (field: string, ids: readonly string[]) => ids.map((id) => pb.filter(`${field} = {:id}`, { id })).join(' || ');

export async function sourcesOf(ids: readonly string[]): Promise<Map<string, VideoSource>> {
  const out = new Map<string, VideoSource>();
  if (!ids.length) return out;
  const rows = await pb.collection(Collections.VideoSources).getFullList<VideoSource>({ filter: idFilter('video', ids), requestKey: null });
  for (const r of rows) out.set(r.video, r);
  return out;
}

/** The uploads pipeline's jobs (collection `jobs`, docs/uploads.md); null when unreadable. */
export type JobKind = 'process' | 'preview' | 'sprite' | `hls_${number}` | 'publish_doodstream' | 'publish_vidguard' | 'publish_streamtape';
export interface Job {
  id: string;
  kind: JobKind;
  video: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  last_error: string;
  attempts?: number;
  created?: string;
  updated?: string;
}

export async function jobsOf(ids: readonly string[]): Promise<Job[] | null> {
  if (!ids.length) return [];
  try {
    return await pb.collection('jobs').getFullList<Job>({
      filter: idFilter('video', ids),
      sort: 'created',
      fields: 'id,kind,video,state,progress,last_error,attempts,created,updated',
      requestKey: null,
    });
  } catch {
    return null;
  }
}

/** Queues a failed job again (admins, and the owning creator); answers the job. */
export function retryJob(id: string): Promise<Job> {
  return pb.send<Job>(`/api/reelhouse/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST', requestKey: null });
}

export function getVideo(id: string): Promise<Video> {
  return pb.collection(Collections.Videos).getOne<Video>(id, { requestKey: null });
}

export interface VideoEdit {
  title: string;
  author: string;
  description: string;
  license: string;
  categories?: string[];
}

export function updateVideo(id: string, data: VideoEdit): Promise<Video> {
  return pb.collection(Collections.Videos).update<Video>(id, data, { requestKey: null });
}

export function deleteVideo(id: string): Promise<boolean> {
  return pb.collection(Collections.Videos).delete(id, { requestKey: null });
}

export function listCategories(): Promise<Category[]> {
  return pb.collection(Collections.Categories).getFullList<Category>({ sort: 'name', filter: 'protected = false', requestKey: null });
}

/** premium_videos rows by video id (a video is premium when its row exists). */
export async function premiumRows(ids: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!ids.length) return out;
  const rows = await pb.collection(Collections.PremiumVideos).getFullList<{ id: string; video: string }>({
    filter: idFilter('video', ids),
    fields: 'id,video',
    requestKey: null,
  });
  for (const r of rows) out.set(r.video, r.id);
  return out;
}

export async function setPremium(videoId: string, premium: boolean, rowId?: string): Promise<void> {
  if (premium && !rowId) await pb.collection(Collections.PremiumVideos).create({ video: videoId }, { requestKey: null });
  if (!premium && rowId) await pb.collection(Collections.PremiumVideos).delete(rowId, { requestKey: null });
}

/** Which hosts are on and hold their keys: a host on without keys gets no publish job. */
export function useHostReadiness(): HostReadiness | undefined {
  return useQuery({
    queryKey: ['video-manager', 'hosts'],
    queryFn: () => pb.send<HostReadiness>('/api/reelhouse/hosts', { method: 'GET', requestKey: null }),
  }).data;
}
