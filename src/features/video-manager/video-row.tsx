// One managed video: thumbnail, title, author, date, (admins) creator, and the state of
// each host it is published to (live), with Retry on a failed job (admins, and the owning
// creator: the retry route checks both).
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { FALLBACK_THUMBNAIL } from '../../ui/video-card';
import { btnSecondary } from '../../ui/styles';
import type { ManagedVideo } from './api';
import type { HostRow } from './host-state';

const STATE_COLORS: Record<HostRow['state'], string> = {
  done: 'text-green-300',
  'not published': 'text-muted',
  queued: 'text-yellow-300',
  processing: 'text-sky-300',
  uploading: 'text-sky-300',
  failed: 'text-red-300',
};

/** "uploading 42%", "queued (retrying after: …)", "failed: Failed to upload to VidGuard", "not published: no API key". */
function stateText(h: HostRow): string {
  if (h.state === 'failed') return `failed: ${h.error ?? ''}`;
  if (h.progress !== undefined) return `${h.state} ${h.progress}%`;
  if (h.state === 'queued' && h.error) return `queued (retrying after: ${h.error})`;
  if (h.state === 'not published' && h.error) return `not published: ${h.error}`;
  return h.state;
}

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
  /** Jobs whose retry request is in flight. */
  retrying: ReadonlySet<string>;
  busy: boolean;
}

export function VideoRow({ video, hosts, showCreator, premium, selected, onSelect, onEdit, onDelete, onRetry, retrying, busy }: VideoRowProps) {
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
          {/* Announces a host finishing or failing (not every percent of progress). */}
          <span className="sr-only" aria-live="polite" data-testid="host-announcer">
            {hosts
              .filter((h) => h.state === 'done' || h.state === 'failed')
              .map((h) => `${video.title}, ${h.label}: ${stateText(h)}`)
              .join('. ')}
          </span>
          <ul className="mt-2 flex flex-col gap-1 text-xs sm:flex-row sm:flex-wrap sm:gap-x-4" aria-label="Publishing state">
            {hosts.map((h) => (
              <li key={h.label} className="flex flex-wrap items-center gap-x-1" data-testid="host-state" data-host={h.label} data-state={h.state}>
                <span className="text-muted">{h.label}:</span>
                <span className={STATE_COLORS[h.state]}>{stateText(h)}</span>
                {h.state === 'failed' && h.jobId ? (
                  <button
                    type="button"
                    className="ml-1 min-h-11 rounded px-2 text-accent underline disabled:opacity-60 sm:min-h-8 sm:px-1"
                    aria-label={`Retry ${h.label}`}
                    disabled={retrying.has(h.jobId)}
                    onClick={() => onRetry(h.jobId!)}
                  >
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
