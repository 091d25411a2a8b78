// Video management shared by the admin's Videos tab (`all`) and the creator's Manage
// Videos tab (`own`): search, the upload form, the list with per-host state, edit, delete
// (and, for admins, the creator column and bulk delete / premium on and off).
// Ownership is the server's: `own` lists through a route that returns only the caller's
// videos, and the collection rules refuse edits and deletes of anyone else's.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { subscribeLive } from '../../data/live';
import { toUserError } from '../../data/pb';
import type { VideoSource } from '../../data/types';
import { FormMessage } from '../../ui/form-field';
import { Pagination } from '../../ui/pagination';
import { Spinner } from '../../ui/status-panel';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';
import { UploadForm } from '../uploads/upload-form';
import { deleteVideo, jobsOf, listVideos, premiumRows, retryJob, setPremium, sourcesOf, type Job, type ManagedPage } from './api';
import { EditVideoDialog } from './edit-video-dialog';
import { hostRows } from './host-state';
import { VideoRow } from './video-row';

export interface VideoManagerProps {
  scope: 'all' | 'own';
}

export function VideoManager({ scope }: VideoManagerProps) {
  const admin = scope === 'all';
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ManagedPage | null>(null);
  const [sources, setSources] = useState<Map<string, VideoSource>>(new Map());
  const [jobs, setJobs] = useState<Job[] | null>(null);
  const [premium, setPremiumMap] = useState<Map<string, string>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(query.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(t);
  }, [query]);

  const load = useCallback(async () => {
    try {
      const res = await listVideos(scope, search, page);
      setData(res);
      setError(null);
      const ids = res.items.map((v) => v.id);
      const [src, jb, prem] = await Promise.all([
        sourcesOf(ids).catch(() => new Map<string, VideoSource>()),
        jobsOf(ids),
        admin ? premiumRows(ids).catch(() => new Map<string, string>()) : Promise.resolve(new Map<string, string>()),
      ]);
      setSources(src);
      setJobs(jb);
      setPremiumMap(prem);
    } catch (err) {
      setError(toUserError(err, search ? 'Failed to search videos' : 'Failed to load videos'));
    }
  }, [scope, search, page, admin]);

  useEffect(() => {
    void load();
  }, [load]);

  // Per-host progress arrives by realtime when the uploads pipeline's jobs exist.
  const jobsExist = jobs !== null;
  const visibleIds = useMemo(() => new Set(data?.items.map((v) => v.id) ?? []), [data]);
  useEffect(() => {
    if (!jobsExist) return;
    return subscribeLive(
      [
        {
          collection: 'jobs',
          onEvent: (e) => {
            const job = e.record as unknown as Job;
            if (!visibleIds.has(job.video)) return;
            setJobs((list) => {
              const rest = (list ?? []).filter((j) => j.id !== job.id);
              return e.action === 'delete' ? rest : [...rest, job];
            });
            if (job.state === 'done') void sourcesOf([job.video]).then((m) => setSources((s) => new Map([...s, ...m])));
          },
        },
      ],
      () => void load(),
    );
  }, [jobsExist, visibleIds, load]);

  useEffect(() => {
    if (!success) return;
    const t = setTimeout(() => setSuccess(null), 3000);
    return () => clearTimeout(t);
  }, [success]);

  async function remove(ids: string[]) {
    const one = ids.length === 1;
    if (!window.confirm(one ? 'Are you sure you want to delete this video?' : `Are you sure you want to delete these ${ids.length} videos?`)) return;
    setBusy(true);
    try {
      for (const id of ids) await deleteVideo(id);
      setSuccess(one ? 'Video deleted successfully' : 'Videos deleted successfully');
      setSelected(new Set());
    } catch (err) {
      setError(toUserError(err, 'Failed to delete video'));
    } finally {
      setBusy(false);
      void load();
    }
  }

  async function bulkPremium(on: boolean) {
    setBusy(true);
    try {
      for (const id of selected) await setPremium(id, on, premium.get(id));
      setSuccess(on ? 'Videos marked premium' : 'Videos removed from premium content');
      setSelected(new Set());
    } catch (err) {
      setError(toUserError(err, on ? 'Failed to update video' : 'Failed to remove video from premium content'));
    } finally {
      setBusy(false);
      void load();
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label className="sr-only" htmlFor={`video-search-${scope}`}>
          Search videos
        </label>
        <input
          id={`video-search-${scope}`}
          type="search"
          className={`${input} sm:max-w-md`}
          placeholder={admin ? 'Search videos...' : 'Search your videos...'}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="button" className={`${uploading ? btnSecondary : btnPrimary} sm:ml-auto`} aria-expanded={uploading} onClick={() => setUploading((u) => !u)}>
          {uploading ? 'Cancel Upload' : 'Upload Video'}
        </button>
      </div>
      {uploading ? (
        <div className="rounded-xl border border-border bg-surface p-4">
          <UploadForm
            onUploaded={() => {
              setUploading(false);
              setSuccess('Video uploaded successfully');
              void load();
            }}
          />
        </div>
      ) : null}
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{success}</FormMessage>
      {admin && selected.size > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface-2 p-2" role="group" aria-label="Selected videos">
          <span className="text-sm text-fg">{selected.size} selected</span>
          <button type="button" className={btnSecondary} disabled={busy} onClick={() => void bulkPremium(true)}>
            Make Premium
          </button>
          <button type="button" className={btnSecondary} disabled={busy} onClick={() => void bulkPremium(false)}>
            Remove Premium
          </button>
          <button type="button" className={`${btnSecondary} text-red-300`} disabled={busy} onClick={() => void remove([...selected])}>
            Delete Selected
          </button>
        </div>
      ) : null}
      {!data && !error ? <Spinner label="Loading videos..." /> : null}
      {data && data.items.length === 0 ? <p className="py-6 text-center text-muted">No videos found.</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Videos">
          {data.items.map((v) => (
            <VideoRow
              key={v.id}
              video={v}
              hosts={hostRows(v.id, sources.get(v.id), jobs)}
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
              onRetry={(jobId) =>
                void retryJob(jobId).then(
                  () => load(),
                  (err) => setError(toUserError(err, 'Failed to retry')),
                )
              }
            />
          ))}
        </ul>
      ) : null}
      {data ? <Pagination page={page} totalPages={data.totalPages} onChange={setPage} /> : null}
      {editing ? (
        <EditVideoDialog
          videoId={editing}
          scope={scope}
          premiumRow={premium.get(editing)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSuccess('Video updated successfully');
            void load();
          }}
        />
      ) : null}
    </div>
  );
}
