// One video of a playlist page (issue 41 §7): thumbnail with its duration, the title in
// full (it wraps on a phone instead of being cut) and the author. The owner's sortable
// rows and everyone else's list draw the same row.
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { formatDuration } from '../../lib/format';
import { FALLBACK_THUMBNAIL } from '../../ui/video-card';
import type { LibraryItem } from '../library/api';
import { PLAY_STATE, playlistVideoPath } from './queue';

export function PlaylistVideo({ video, list, index, showPremiumOverlay }: { video: LibraryItem; list: string; index: number; showPremiumOverlay: boolean }) {
  const t = useT('common');
  return (
    <Link to={playlistVideoPath(video.slug, list)} state={PLAY_STATE} className="group flex min-w-[12rem] flex-1 items-start gap-3 rounded-lg py-2 outline-offset-2" data-testid="playlist-video">
      <span className="w-5 shrink-0 pt-1 text-end text-xs text-muted tabular-nums" aria-hidden="true">
        {index + 1}
      </span>
      <span className="relative aspect-video w-24 shrink-0 overflow-hidden rounded-lg bg-surface-2 sm:w-40">
        <img
          src={video.thumbnail_url || FALLBACK_THUMBNAIL}
          alt=""
          loading="lazy"
          decoding="async"
          width={160}
          height={90}
          className="size-full object-cover"
          onError={(e) => {
            const img = e.currentTarget;
            if (!img.src.endsWith(FALLBACK_THUMBNAIL)) img.src = FALLBACK_THUMBNAIL;
          }}
        />
        <span className="absolute end-1 bottom-1 rounded bg-black/80 px-1 text-[11px] font-semibold text-white tabular-nums">{formatDuration(video.duration)}</span>
        {video.is_premium && showPremiumOverlay ? (
          <span className="absolute inset-0 flex items-center justify-center bg-black/60 text-[11px] font-bold text-white">{t('card.premium_only')}</span>
        ) : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm font-semibold break-words text-fg group-hover:text-accent" data-testid="playlist-video-title">
          {video.title}
        </span>
        <span className="text-xs break-words text-muted">{video.author}</span>
      </span>
    </Link>
  );
}
