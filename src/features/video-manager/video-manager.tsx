// Video management shared by the admin's Videos tab (`all`) and the creator's Manage
// Videos tab (`own`): search, the upload form, the list with per-host state, edit, delete
// (and, for admins, the creator column and bulk delete / premium on and off).
// Ownership is the server's: `own` lists through a route that returns only the caller's
// videos, and the collection rules refuse edits and deletes of anyone else's.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { subscribeLive } from '../../data/live';
import { toUserError } from '../../data/errors';
import type { VideoSource } from '../../data/types';
import { Pagination } from '../../ui/pagination';
import { Spinner } from '../../ui/status-panel';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';
import { UploadForm } from '../uploads/upload-form';
import { deleteVideo, jobsOf, listVideos, premiumRows, retryJob, setPremium, sourcesOf, useHostReadiness, type Job, type ManagedPage } from './api';
import { Banners } from '../../ui/banners';
import { useConfirm } from '../../ui/confirm-dialog';
import { useBanners } from '../../ui/use-banners';
import { EditVideoDialog } from './edit-video-dialog';
import { hostRows, mergeJob, mergeJobs } from './host-state';
import { UPLOAD_PARAM } from './upload-param';
import { VideoRow } from './video-row';
import { tr, useT } from '../../i18n';

export interface VideoManagerProps {
  scope: 'all' | 'own';
}

export function VideoManager({ scope }: VideoManagerProps) {
  const t = useT('creator');
  const admin = scope === 'all';
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ManagedPage | null>(null);
  const [sources, setSources] = useState<Map<string, VideoSource>>(new Map());
  const [jobs, setJobs] = useState<Job[] | null>(null);
  const [premium, setPremiumMap] = useState<Map<string, string>>(new Map());
  const banners = useBanners();
  const { fail, succeed, failLoad, loaded } = banners;
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
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  const readiness = useHostReadiness();
  const [ask, confirmDialog] = useConfirm();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(query.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [query]);

  // Jobs by realtime: one subscription for the manager's lifetime (not per page, so no event
  // falls between an unsubscribe and the next subscribe); fetched lists and events are
  // merged by each job's `updated`, so a fetch racing an event cannot undo it.
  const visible = useRef<Set<string>>(new Set());
  const load = useCallback(async () => {
    try {
      const res = await listVideos(scope, search, page);
      setData(res);
      loaded(); // a failed delete or premium change keeps its message
      const ids = res.items.map((v) => v.id);
      visible.current = new Set(ids);
      const [src, jb, prem] = await Promise.all([
        sourcesOf(ids).catch(() => new Map<string, VideoSource>()),
        jobsOf(ids),
        admin ? premiumRows(ids).catch(() => new Map<string, string>()) : Promise.resolve(new Map<string, string>()),
      ]);
      setSources(src);
      setJobs((cur) => (jb === null ? null : mergeJobs(cur, jb, visible.current)));
      setPremiumMap(prem);
    } catch (err) {
      failLoad(toUserError(err, search ? tr('creator', 'manager.search_failed') : tr('creator', 'manager.load_failed')));
    }
  }, [scope, search, page, admin, failLoad, loaded]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let reloadTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribeLive(
      [
        {
          collection: 'jobs',
          onEvent: (e) => {
            const job = e.record as unknown as Job;
            if (visible.current.has(job.video)) {
              setJobs((list) => mergeJob(list ?? [], job, e.action === 'delete'));
              if (job.state === 'done' && job.kind.startsWith('publish_')) {
                void sourcesOf([job.video]).then((m) => setSources((s) => new Map([...s, ...m])), () => undefined);
              }
            } else if (job.kind === 'process' && job.state === 'done' && job.video) {
              // A new video (uploaded here or in another tab): list it.
              clearTimeout(reloadTimer);
              reloadTimer = setTimeout(() => void loadRef.current(), 300);
            }
          },
        },
      ],
      () => void loadRef.current(),
    );
    return () => {
      clearTimeout(reloadTimer);
      stop();
    };
  }, []);


  async function remove(ids: string[]) {
    const one = ids.length === 1;
    const ok = await ask({
      title: t('manager.delete_title', { count: ids.length }),
      description: t('manager.delete_confirm', { count: ids.length }),
      confirmLabel: t('manager.delete_button', { count: ids.length }),
    });
    if (!ok) return;
    setBusy(true);
    try {
      for (const id of ids) await deleteVideo(id);
      succeed(one ? t('manager.deleted_one') : t('manager.deleted_many'));
      setSelected(new Set());
    } catch (err) {
      fail(toUserError(err, t('manager.delete_failed')));
    } finally {
      setBusy(false);
      void load();
    }
  }

  async function retry(jobId: string) {
    setRetrying((s) => new Set(s).add(jobId));
    try {
      // The answer is the job, queued again; later states arrive by realtime.
      const job = await retryJob(jobId);
      setJobs((list) => mergeJob(list ?? [], job));
    } catch (err) {
      fail(toUserError(err, t('manager.retry_failed')));
    } finally {
      setRetrying((s) => {
        const next = new Set(s);
        next.delete(jobId);
        return next;
      });
    }
  }

  async function bulkPremium(on: boolean) {
    setBusy(true);
    try {
      for (const id of selected) await setPremium(id, on, premium.get(id));
      succeed(on ? t('manager.marked_premium') : t('manager.unmarked_premium'));
      setSelected(new Set());
    } catch (err) {
      fail(toUserError(err, on ? t('manager.update_failed') : t('manager.unmark_failed')));
    } finally {
      setBusy(false);
      void load();
    }
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
              succeed(t('manager.uploaded'));
              void load();
            }}
          />
        </div>
      ) : null}
      <Banners error={banners.error} success={banners.success} />
      {admin && selected.size > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface-2 p-2" role="group" aria-label={t('manager.selected_label')}>
          <span className="text-sm text-fg">{t('manager.selected', { count: selected.size })}</span>
          <button type="button" className={btnSecondary} disabled={busy} onClick={() => void bulkPremium(true)}>
            {t('manager.make_premium')}
          </button>
          <button type="button" className={btnSecondary} disabled={busy} onClick={() => void bulkPremium(false)}>
            {t('manager.remove_premium')}
          </button>
          <button type="button" className={`${btnSecondary} text-red-300`} disabled={busy} onClick={() => void remove([...selected])}>
            {t('manager.delete_selected')}
          </button>
        </div>
      ) : null}
      {!data && !banners.error ? <Spinner label={t('manager.loading')} /> : null}
      {data && data.items.length === 0 ? <p className="py-6 text-center text-muted">{t('manager.none')}</p> : null}
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
              onRetry={(jobId) => void retry(jobId)}
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
            succeed(t('manager.updated'));
            void load();
          }}
        />
      ) : null}
    </div>
  );
}
