// Video manager calls. `own` lists through GET /api/reelhouse/creator/videos, which only
// ever returns the caller's videos; `all` (admins) reads the videos collection. Edits and
// deletes go to the collection API, whose rules allow admins, or a creator on their own
// video only (docs/data-model.md).
import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../data/keys';
import { subscribeLive } from '../../data/live';
import { pb } from '../../data/pb';
import { persisted } from '../../data/query-persist';
import { toQueryState, type QueryState } from '../../data/query-state';
import { useSession } from '../../data/session';
import type { ReadMeta } from '../../data/write-messages';
import { Collections, type Category, type Video, type VideoSource } from '../../data/types';
import { mergeJob, mergeJobs, type HostReadiness } from './host-state';

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
  /** Why moderation keeps it off the site (absent while it is public): issue 36. */
  state?: ModerationState;
}

/** performers: waiting for verified performer records (issue 38 §1, internal/performers). */
export type ModerationState = 'hidden' | 'removed' | 'review' | 'suspended' | 'performers';

/** A hidden video's state as the creator list names it: its moderation state, or its creator's suspension. */
const stateOf = (v: Video): ModerationState | undefined => (v.hidden ? ((v.moderation || 'suspended') as ModerationState) : undefined);

export interface ManagedPage {
  items: ManagedVideo[];
  page: number;
  totalPages: number;
  totalItems: number;
}

/** A hidden video's uploaded thumbnail answers only with a file token (an <img> sends no session). */
function thumbOf(v: Video, token: string): string {
  if (v.thumbnail) return pb.files.getURL(v, v.thumbnail, v.hidden && token ? { thumb: '320x180', token } : { thumb: '320x180' });
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
    fields: 'id,collectionId,collectionName,slug,title,author,created,thumbnail,thumbnail_url,creator,hidden,moderation,expand.creator.username',
    requestKey: null,
  });
  const token = res.items.some((v) => v.hidden && v.thumbnail) ? await pb.files.getToken({ requestKey: null }) : '';
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
      thumbnail_url: thumbOf(v, token),
      creator_name: v.expand?.creator?.username ?? '',
      state: stateOf(v),
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
  /** Tags as typed (the server normalises them: internal/tags). */
  tags?: string[];
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

/**
 * Deletes the videos in one batch (POST /api/batch, internal/batchguard): all or nothing.
 * If the rules refuse any one of them, the server deletes none and answers that error.
 */
export async function deleteVideos(ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const batch = pb.createBatch();
  for (const id of ids) batch.collection(Collections.Videos).delete(id);
  await batch.send({ requestKey: null });
}

/**
 * Marks the videos premium (`on`) or free in one batch: a premium_videos row is created
 * for each video without one, or deleted for each with one (`rows`: video id -> row id).
 * All or nothing, like deleteVideos.
 */
export async function setPremiumMany(ids: readonly string[], on: boolean, rows: ReadonlyMap<string, string>): Promise<void> {
  const batch = pb.createBatch();
  let n = 0;
  for (const id of ids) {
    const row = rows.get(id);
    if (on && !row) batch.collection(Collections.PremiumVideos).create({ video: id });
    else if (!on && row) batch.collection(Collections.PremiumVideos).delete(row);
    else continue;
    n++;
  }
  if (n) await batch.send({ requestKey: null });
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

/** One page of the manager as it shows: the videos, their sources, jobs and premium rows. */
export interface ManagerView {
  page: ManagedPage;
  sources: Map<string, VideoSource>;
  /** null when the jobs are unreadable (host states then show as unknown). */
  jobs: Job[] | null;
  premium: Map<string, string>;
}

/** The query key of one page of the manager, and the prefix of all of a scope's pages. */
export const managerKeys = {
  scope: (me: string, scope: ManagerScope) => keys.manage(me, 'videos', scope),
  page: (me: string, scope: ManagerScope, q: string, page: number) => keys.manage(me, 'videos', scope, q, page),
};

async function loadView(qc: QueryClient, key: readonly unknown[], scope: ManagerScope, q: string, page: number): Promise<ManagerView> {
  const res = await listVideos(scope, q, page);
  const ids = res.items.map((v) => v.id);
  const [sources, jobs, premium] = await Promise.all([
    sourcesOf(ids).catch(() => new Map<string, VideoSource>()),
    jobsOf(ids),
    scope === 'all' ? premiumRows(ids).catch(() => new Map<string, string>()) : Promise.resolve(new Map<string, string>()),
  ]);
  // Jobs are merged by each job's `updated` with what realtime events put in the cache
  // meanwhile (useManagerLive), so a fetch racing an event cannot undo it.
  const current = qc.getQueryData<ManagerView>(key)?.jobs ?? null;
  return { page: res, sources, jobs: jobs === null ? null : mergeJobs(current, jobs, new Set(ids)), premium };
}

/**
 * One page of the video manager. Persisted per member: the dashboard reopened offline
 * shows what it last loaded (issue 29 §2); the previous page stays on screen while the
 * next loads. `meta`: the failed load's text and the banners that show it
 * (data/write-messages.ts).
 */
export function useManagerPage(scope: ManagerScope, q: string, page: number, meta?: ReadMeta): QueryState<ManagerView> & { fetching: boolean } {
  const me = useSession((s) => s.user?.id ?? '');
  const qc = useQueryClient();
  const key = managerKeys.page(me, scope, q, page);
  const r = useQuery({ queryKey: key, queryFn: () => loadView(qc, key, scope, q, page), placeholderData: keepPreviousData, meta, ...persisted });
  return { ...toQueryState(r), fetching: r.isFetching };
}

/** Marks every page of the scope stale and refetches the one on screen (after a write). */
export function useRefreshManager(scope: ManagerScope): () => Promise<void> {
  const me = useSession((s) => s.user?.id ?? '');
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: managerKeys.scope(me, scope) });
}

/** Applies a change to every cached page of the scope (a realtime job event, a retried job). */
export function patchManagerPages(qc: QueryClient, me: string, scope: ManagerScope, change: (view: ManagerView) => ManagerView): void {
  qc.setQueriesData<ManagerView>({ queryKey: managerKeys.scope(me, scope) }, (view) => (view ? change(view) : view));
}

/**
 * Jobs by realtime: one subscription for the manager's lifetime (not per page, so no event
 * falls between an unsubscribe and the next subscribe). A job of a video on screen is
 * merged into the cached pages (setQueryData); a finished publish job refetches the page
 * (the video's new host source); a video finished processing elsewhere (uploaded here or
 * in another tab) lists it; a creator's own video changing moderation state updates its
 * badge; a reconnect catches up on missed events.
 */
export function useManagerLive(scope: ManagerScope, visible: ReadonlySet<string>): void {
  const me = useSession((s) => s.user?.id ?? '');
  const qc = useQueryClient();
  const shown = useRef(visible);
  shown.current = visible;
  useEffect(() => {
    let reloadTimer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void qc.invalidateQueries({ queryKey: managerKeys.scope(me, scope) });
    const stop = subscribeLive(
      [
        {
          collection: 'jobs',
          onEvent: (e) => {
            const job = e.record as unknown as Job;
            if (shown.current.has(job.video)) {
              patchManagerPages(qc, me, scope, (v) => (v.page.items.some((i) => i.id === job.video) ? { ...v, jobs: mergeJob(v.jobs ?? [], job, e.action === 'delete') } : v));
              if (job.state === 'done' && job.kind.startsWith('publish_')) refresh();
            } else if (job.kind === 'process' && job.state === 'done' && job.video) {
              clearTimeout(reloadTimer);
              reloadTimer = setTimeout(refresh, 300);
            }
          },
        },
        // A creator's own videos: a moderation change made elsewhere (an admin verifying a
        // performer record publishes a waiting video, issue 38 §1; a review decision) shows
        // at once. Only the state is patched; no refetch.
        ...(scope === 'own' && me
          ? [
              {
                collection: Collections.Videos,
                filter: pb.filter('creator = {:me}', { me }),
                onEvent: (e: { action: string; record: unknown }) => {
                  const v = e.record as Video;
                  if (e.action !== 'update' || !shown.current.has(v.id)) return;
                  const state = stateOf(v);
                  patchManagerPages(qc, me, scope, (view) =>
                    view.page.items.some((i) => i.id === v.id && i.state !== state)
                      ? { ...view, page: { ...view.page, items: view.page.items.map((i) => (i.id === v.id ? { ...i, state } : i)) } }
                      : view,
                  );
                },
              },
            ]
          : []),
      ],
      refresh,
    );
    return () => {
      clearTimeout(reloadTimer);
      stop();
    };
  }, [qc, me, scope]);
}

/** A video's editable fields for the edit dialog, read fresh each time it opens. */
export function useVideoForEdit(id: string) {
  return useQuery({ queryKey: ['video-manager', 'edit', id], queryFn: () => getVideo(id), gcTime: 0, staleTime: 0, retry: false });
}

/** The categories an admin may put a video in (not the protected ones). */
export function useEditableCategories(enabled: boolean) {
  return useQuery({ queryKey: ['video-manager', 'categories'], queryFn: listCategories, enabled });
}
