// Video management shared by the admin's Videos tab (`all`) and the creator's Manage
// Videos tab (`own`): search, the upload form, the list with per-host state, edit, delete
// (and, for admins, the creator column and bulk delete / premium on and off).
// Ownership is the server's: `own` lists through a route that returns only the caller's
// videos, and the collection rules refuse edits and deletes of anyone else's. Bulk delete
// and bulk premium run as one batch: all or nothing (issue 28 §4).
// The pages come from the query cache (useManagerPage): offline, the manager shows the
// page it last loaded, marked with when, or says it needs a connection (issue 29 §2).
import { useEffect, useMemo, useState } from 'react';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { isNetworkError, toUserError } from '../../data/errors';
import { useSession } from '../../data/session';
import type { VideoSource } from '../../data/types';
import { NeedsConnection } from '../../ui/needs-connection';
import { Pagination } from '../../ui/pagination';
import { SavedAsOf } from '../../ui/saved-as-of';
import { Spinner } from '../../ui/status-panel';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';
import { UploadForm } from '../uploads/upload-form';
import { deleteVideo, deleteVideos, patchManagerPages, retryJob, setPremiumMany, useHostReadiness, useManagerLive, useManagerPage, useRefreshManager } from './api';
import { Banners } from '../../ui/banners';
import { useConfirm } from '../../ui/confirm-dialog';
import { useBanners } from '../../ui/use-banners';
import { EditVideoDialog } from './edit-video-dialog';
import { hostRows, mergeJob } from './host-state';
import { UPLOAD_PARAM } from '../uploads/upload-param';
import { VideoRow } from './video-row';
import { tr, useT } from '../../i18n';

export interface VideoManagerProps {
  scope: 'all' | 'own';
}

// Shared empties: a fresh Map per render would change hostRows' inputs every time.
const NO_SOURCES = new Map<string, VideoSource>();
const NO_PREMIUM = new Map<string, string>();

export function VideoManager({ scope }: VideoManagerProps) {
  const t = useT('creator');
  const admin = scope === 'all';
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // The manager's writes and its list's load say their outcome in its banners
  // (data/write-messages.ts). A failed load shows until a load succeeds; an action's message
  // stays (useBanners). Offline is not a failure: the saved page or a connection notice shows.
  const bannerScope = `video-manager.${scope}`;
  const view = useManagerPage(scope, search, page, {
    scope: bannerScope,
    error: (err) => (isNetworkError(err) ? '' : toUserError(err, search ? tr('creator', 'manager.search_failed') : tr('creator', 'manager.load_failed'))),
  });
  const data = view.data?.page ?? null;
  const sources = view.data?.sources ?? NO_SOURCES;
  const jobs = view.data?.jobs ?? null;
  const premium = view.data?.premium ?? NO_PREMIUM;
  const refresh = useRefreshManager(scope);
  const qc = useQueryClient();
  const me = useSession((s) => s.user?.id ?? '');
  const banners = useBanners(bannerScope);
  const { succeed } = banners;
  const [params, setParams] = useSearchParams();
  const [uploading, setUploadingState] = useState(() => params.get(UPLOAD_PARAM) === '1');
  // Closing the form drops ?upload=1, so a reload does not open it again.
  const setUploading = (open: boolean) => {
    setUploadingState(open);
    if (!open && params.has(UPLOAD_PARAM)) {
      setParams(
        (p) => {
          p.delete(UPLOAD_PARAM);
          return p;
        },
        { replace: true },
      );
    }
  };
  const [editing, setEditing] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const readiness = useHostReadiness();
  const [ask, confirmDialog] = useConfirm();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(query.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [query]);

  const visible = useMemo(() => new Set(data?.items.map((v) => v.id) ?? []), [data]);
  useManagerLive(scope, visible);

  // Several: one batch, all or nothing. The list is asked again either way.
  const removing = useMutation({
    mutationFn: (ids: string[]): Promise<unknown> => (ids.length === 1 ? deleteVideo(ids[0]!) : deleteVideos(ids)),
    onSuccess: () => setSelected(new Set()),
    onSettled: () => void refresh(),
    meta: {
      scope: bannerScope,
      success: (ids: string[]) => (ids.length === 1 ? tr('creator', 'manager.deleted_one') : tr('creator', 'manager.deleted_many')),
      error: (err) => toUserError(err, tr('creator', 'manager.delete_failed')),
    },
  });
  const marking = useMutation({
    mutationFn: (on: boolean) => setPremiumMany([...selected], on, premium),
    onSuccess: () => setSelected(new Set()),
    onSettled: () => void refresh(),
    meta: {
      scope: bannerScope,
      success: (on: boolean) => (on ? tr('creator', 'manager.marked_premium') : tr('creator', 'manager.unmarked_premium')),
      error: (err, on: boolean) => toUserError(err, on ? tr('creator', 'manager.update_failed') : tr('creator', 'manager.unmark_failed')),
    },
  });
  // Retries run side by side: each job's button waits for its own (the cache's pending ones).
  const retryKey = ['video-manager', 'retry', scope];
  const retrying = new Set(useMutationState({ filters: { mutationKey: retryKey, status: 'pending' }, select: (m) => m.state.variables as string }));
  const retry = useMutation({
    mutationKey: retryKey,
    mutationFn: retryJob,
    // The answer is the job, queued again; later states arrive by realtime.
    onSuccess: (job) => patchManagerPages(qc, me, scope, (v) => (v.page.items.some((i) => i.id === job.video) ? { ...v, jobs: mergeJob(v.jobs ?? [], job) } : v)),
    meta: { scope: bannerScope, error: (err) => toUserError(err, tr('creator', 'manager.retry_failed')) },
  });
  const busy = removing.isPending || marking.isPending;

  async function remove(ids: string[]) {
    const ok = await ask({
      title: t('manager.delete_title', { count: ids.length }),
      description: t('manager.delete_confirm', { count: ids.length }),
      confirmLabel: t('manager.delete_button', { count: ids.length }),
    });
    if (ok) removing.mutate(ids);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label className="sr-only" htmlFor={`video-search-${scope}`}>
          {t('manager.search_label')}
        </label>
        <input
          id={`video-search-${scope}`}
          type="search"
          className={`${input} sm:max-w-md`}
          placeholder={admin ? t('manager.search_all') : t('manager.search_own')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="button" className={`${uploading ? btnSecondary : btnPrimary} sm:ms-auto`} aria-expanded={uploading} onClick={() => setUploading(!uploading)}>
          {uploading ? t('manager.cancel_upload') : t('manager.upload')}
        </button>
      </div>
      {uploading ? (
        <div className="rounded-xl border border-border bg-surface p-4">
          <UploadForm
            onUploaded={() => {
              setUploading(false);
              succeed(tr('creator', 'manager.uploaded'));
              void refresh();
            }}
          />
        </div>
      ) : null}
      <Banners error={banners.error} success={banners.success} />
      {admin && selected.size > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface-2 p-2" role="group" aria-label={t('manager.selected_label')}>
          <span className="text-sm text-fg">{t('manager.selected', { count: selected.size })}</span>
          <button type="button" className={btnSecondary} disabled={busy} onClick={() => marking.mutate(true)}>
            {t('manager.make_premium')}
          </button>
          <button type="button" className={btnSecondary} disabled={busy} onClick={() => marking.mutate(false)}>
            {t('manager.remove_premium')}
          </button>
          <button type="button" className={`${btnSecondary} text-red-300`} disabled={busy} onClick={() => void remove([...selected])}>
            {t('manager.delete_selected')}
          </button>
        </div>
      ) : null}
      {view.stale && view.offline ? <SavedAsOf at={view.updatedAt} /> : null}
      {!data && view.offline ? <NeedsConnection what="This list" onRetry={view.refetch} /> : null}
      {!data && !banners.error && !view.offline ? <Spinner label={tr('creator', 'manager.loading')} /> : null}
      {data && data.items.length === 0 ? <p className="py-6 text-center text-muted">{tr('creator', 'manager.none')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t('manager.list')}>
          {data.items.map((v) => (
            <VideoRow
              key={v.id}
              video={v}
              hosts={hostRows(v.id, sources.get(v.id), jobs, readiness)}
              showCreator={admin}
              premium={premium.has(v.id)}
              selected={selected.has(v.id)}
              onSelect={
                admin
                  ? (on) =>
                      setSelected((s) => {
                        const next = new Set(s);
                        if (on) next.add(v.id);
                        else next.delete(v.id);
                        return next;
                      })
                  : undefined
              }
              busy={busy}
              onEdit={() => setEditing(v.id)}
              onDelete={() => void remove([v.id])}
              retrying={retrying}
              onRetry={(jobId) => retry.mutate(jobId)}
            />
          ))}
        </ul>
      ) : null}
      {data ? <Pagination page={page} totalPages={data.totalPages} onChange={setPage} /> : null}
      {confirmDialog}
      {editing ? (
        <EditVideoDialog
          videoId={editing}
          scope={scope}
          premiumRow={premium.get(editing)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            succeed(tr('creator', 'manager.updated'));
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}
