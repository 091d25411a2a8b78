// One managed video: thumbnail, title, author, date, (admins) creator, and the state of
// each host it is published to, with Retry on a failed job.
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { FALLBACK_THUMBNAIL } from '../../ui/video-card';
import { btnSecondary } from '../../ui/styles';
import type { ManagedVideo } from './api';
import type { HostRow } from './host-state';

const STATE_COLORS: Record<HostRow['state'], string> = {
  published: 'text-green-300',
  'not published': 'text-muted',
  queued: 'text-yellow-300',
  running: 'text-sky-300',
  failed: 'text-red-300',
};

interface VideoRowProps {
  video: ManagedVideo;
  hosts: HostRow[];
  showCreator: boolean;
  premium: boolean;
  selected?: boolean;
  onSelect?: (on: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onRetry: (jobId: string) => void;
  busy: boolean;
}

export function VideoRow({ video, hosts, showCreator, premium, selected, onSelect, onEdit, onDelete, onRetry, busy }: VideoRowProps) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 sm:flex-row sm:items-start" data-testid="managed-video">
      <div className="flex items-start gap-3 sm:flex-1">
        {onSelect ? (
          <input type="checkbox" className="mt-2 size-5 accent-accent" aria-label={`Select ${video.title}`} checked={!!selected} onChange={(e) => onSelect(e.target.checked)} />
        ) : null}
        <img src={video.thumbnail_url || FALLBACK_THUMBNAIL} alt="" loading="lazy" className="aspect-video w-28 shrink-0 rounded-md bg-surface-2 object-cover sm:w-36" />
        <div className="min-w-0 flex-1">
          <Link to={paths.video(video.slug)} className="block truncate font-semibold text-fg hover:underline">
            {video.title}
          </Link>
          <p className="truncate text-sm text-muted">
            {video.author} · {new Date(video.created.replace(' ', 'T')).toLocaleDateString()}
            {premium ? ' · Premium' : ''}
          </p>
          {showCreator ? <p className="truncate text-xs text-muted">Creator: {video.creator_name || '—'}</p> : null}
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Publishing state">
            {hosts.map((h) => (
              <li key={h.label} className="flex items-center gap-1">
                <span className="text-muted">{h.label}:</span>
                <span className={STATE_COLORS[h.state]}>
                  {h.state}
                  {h.progress !== undefined ? ` ${h.progress}%` : ''}
                </span>
                {h.error ? <span className="text-red-300">({h.error})</span> : null}
                {h.state === 'failed' && h.jobId ? (
                  <button type="button" className="ml-1 text-accent underline" onClick={() => onRetry(h.jobId!)}>
                    Retry
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex gap-2 sm:flex-col">
        <button type="button" className={btnSecondary} onClick={onEdit} disabled={busy} aria-label={`Edit ${video.title}`}>
          Edit
        </button>
        <button type="button" className={`${btnSecondary} text-red-300`} onClick={onDelete} disabled={busy} aria-label={`Delete ${video.title}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
