// One managed video: thumbnail, title, author, date, (admins) creator, and the state of
// each host it is published to (live), with Retry on a failed job (admins, and the owning
// creator: the retry route checks both).
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { FALLBACK_THUMBNAIL } from '../../ui/video-card';
import { btnSecondary } from '../../ui/styles';
import type { ManagedVideo } from './api';
import type { HostRow } from './host-state';
import { useLocale, useT } from '../../i18n';
import { formatDate } from '../../i18n/format';

const STATE_COLORS: Record<HostRow['state'], string> = {
  done: 'text-green-300',
  'not published': 'text-muted',
  queued: 'text-yellow-300',
  processing: 'text-sky-300',
  uploading: 'text-sky-300',
  failed: 'text-red-300',
};

type T = ReturnType<typeof useT>;

/** host-state's English words for what the client itself says (the hosts' messages stay as sent). */
function hostLabel(label: string, t: T): string {
  if (label === 'This site') return t('hosts.this_site');
  if (label === 'Processing') return t('hosts.processing');
  if (label.startsWith('Adaptive ')) return t('hosts.adaptive', { rung: label.slice(9) });
  return label;
}
const errorText = (e: string | undefined, t: T) => (e === 'no API key' ? t('hosts.no_key') : e === 'Publishing failed' ? t('hosts.publish_failed') : (e ?? ''));

/** "uploading 42%", "queued (retrying after: …)", "failed: Failed to upload to VidGuard", "not published: no API key". */
function stateText(h: HostRow, t: T): string {
  const state = t('hosts.state', { state: h.state.replace(' ', '_') });
  if (h.state === 'failed') return t('hosts.failed', { error: errorText(h.error, t) });
  if (h.progress !== undefined) return t('hosts.progress', { state, progress: h.progress });
  if (h.state === 'queued' && h.error) return t('hosts.retrying', { error: errorText(h.error, t) });
  if (h.state === 'not published' && h.error) return t('hosts.not_published_why', { error: errorText(h.error, t) });
  return state;
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
  const t = useT('creator');
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 sm:flex-row sm:items-start" data-testid="managed-video">
      <div className="flex items-start gap-3 sm:flex-1">
        {onSelect ? (
          <input type="checkbox" className="mt-2 size-5 accent-accent" aria-label={t('manager.select', { title: video.title })} checked={!!selected} onChange={(e) => onSelect(e.target.checked)} />
        ) : null}
        <img src={video.thumbnail_url || FALLBACK_THUMBNAIL} alt="" loading="lazy" className="aspect-video w-28 shrink-0 rounded-md bg-surface-2 object-cover sm:w-36" />
        <div className="min-w-0 flex-1">
          <Link to={paths.video(video.slug)} className="block truncate font-semibold text-fg hover:underline">
            {video.title}
          </Link>
          <p className="truncate text-sm text-muted">
            {video.author} · {formatDate(video.created, locale)}
            {premium ? ` · ${t('manager.premium')}` : ''}
          </p>
          {showCreator ? <p className="truncate text-xs text-muted">{t('manager.creator', { name: video.creator_name || '—' })}</p> : null}
          {video.state ? (
            <p className="mt-1 inline-block max-w-full rounded-full border border-yellow-500/50 bg-yellow-500/10 px-2 py-0.5 text-xs font-semibold break-words text-yellow-300" data-testid="moderation-state" data-state={video.state}>
              {t('manager.moderation_state', { state: video.state })}
            </p>
          ) : null}
          {/* Announces a host finishing or failing (not every percent of progress). */}
          <span className="sr-only" aria-live="polite" data-testid="host-announcer">
            {hosts
              .filter((h) => h.state === 'done' || h.state === 'failed')
              .map((h) => `${video.title}, ${hostLabel(h.label, t)}: ${stateText(h, t)}`)
              .join('. ')}
          </span>
          <ul className="mt-2 flex flex-col gap-1 text-xs sm:flex-row sm:flex-wrap sm:gap-x-4" aria-label={t('manager.publishing_state')}>
            {hosts.map((h) => (
              <li key={h.label} className="flex flex-wrap items-center gap-x-1" data-testid="host-state" data-host={h.label} data-state={h.state}>
                <span className="text-muted">{hostLabel(h.label, t)}:</span>
                <span className={STATE_COLORS[h.state]}>{stateText(h, t)}</span>
                {h.state === 'failed' && h.jobId ? (
                  <button
                    type="button"
                    className="ms-1 min-h-11 rounded px-2 text-accent underline disabled:opacity-60 sm:min-h-8 sm:px-1"
                    aria-label={t('manager.retry_label', { host: hostLabel(h.label, t) })}
                    disabled={retrying.has(h.jobId)}
                    onClick={() => onRetry(h.jobId!)}
                  >
                    {t('manager.retry')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex gap-2 sm:flex-col">
        <button type="button" className={btnSecondary} onClick={onEdit} disabled={busy} aria-label={t('manager.edit_label', { title: video.title })}>
          {t('manager.edit')}
        </button>
        <button type="button" className={`${btnSecondary} text-red-300`} onClick={onDelete} disabled={busy} aria-label={t('manager.delete_label', { title: video.title })}>
          {t('manager.delete')}
        </button>
      </div>
    </li>
  );
}
