// A video card (spec §2, UX notes): lazy 16:9 thumbnail with a fallback image, duration pill,
// title clamped to two lines, author, views and the star rating; 'Premium Only' overlay
// for viewers who cannot play premium videos.
import { memo, useContext, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths, type WatchState } from '../lib/paths';
import type { VideoCard as Card } from '../data/catalog';
import { mediaUrl } from '../data/media';
import { formatDuration } from '../lib/format';
import { useLocale, useT } from '../i18n';
import { formatCompact } from '../i18n/format';
import { CardMenuSlot } from './card-menu-slot';
import { StarRating } from './star-rating';

export const FALLBACK_THUMBNAIL = '/fallback-thumbnail.svg';

/**
 * The muted preview clip made by processing: on hover (after a short pause, so sweeping
 * the pointer over a grid loads nothing) or a long press on touch. Premium videos and
 * reduced-motion users get none; a video without a clip (404) falls back to the image.
 */
function usePreview(video: Card) {
  const [show, setShow] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressed = useRef(false);
  const allowed =
    !video.is_premium && typeof window !== 'undefined' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const stop = () => {
    clearTimeout(timer.current);
    setShow(false);
  };
  const later = (ms: number, then?: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      then?.();
      setShow(true);
    }, ms);
  };
  const handlers = allowed
    ? {
        onMouseEnter: () => later(350),
        onMouseLeave: stop,
        onTouchStart: () => {
          pressed.current = false;
          later(500, () => (pressed.current = true));
        },
        onTouchEnd: () => clearTimeout(timer.current),
        onTouchMove: stop,
        // After a long press the finger lifting is not a tap: keep the preview, don't navigate.
        onClickCapture: (e: MouseEvent) => {
          if (pressed.current) {
            pressed.current = false;
            e.preventDefault();
          }
        },
        onContextMenu: (e: MouseEvent) => {
          if (show || pressed.current) e.preventDefault();
        },
      }
    : {};
  return { show: allowed && show, handlers, hide: () => setShow(false) };
}

/**
 * priority: the card is above the fold (likely the page's LCP image): load it eagerly and first.
 * Memoised: a page re-renders its grid when something above it changes (the session settles,
 * the ad settings arrive), and twelve to forty cards drawn again for nothing were one task of
 * 100–200 ms at 4x CPU after the first render (Lighthouse TBT, issue 26 §7). A card's props
 * are the list's own objects (the query cache keeps them while unchanged) and plain values.
 */
export const VideoCard = memo(function VideoCard({ video, showPremiumOverlay, priority = false }: { video: Card; showPremiumOverlay: boolean; priority?: boolean }) {
  const location = useLocation();
  const state: WatchState = { from: location.pathname + location.search };
  const preview = usePreview(video);
  const Menu = useContext(CardMenuSlot);
  const t = useT('common');
  const locale = useLocale();
  return (
    <article className="group relative flex flex-col gap-2" data-testid="video-card">
      <Link to={paths.video(video.slug)} state={state} className="flex flex-col gap-2 rounded-xl outline-offset-4" {...preview.handlers}>
        <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-surface-2">
          <img
            src={video.thumbnail_url || FALLBACK_THUMBNAIL}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            width={320}
            height={180}
            className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.03] motion-reduce:transition-none"
            onError={(e) => {
              const img = e.currentTarget;
              if (!img.src.endsWith(FALLBACK_THUMBNAIL)) img.src = FALLBACK_THUMBNAIL;
            }}
          />
          {preview.show ? (
            <video
              src={mediaUrl(video.id, 'preview.mp4')}
              muted
              autoPlay
              loop
              playsInline
              aria-hidden="true"
              data-testid="card-preview"
              className="absolute inset-0 size-full object-cover"
              onError={preview.hide}
            />
          ) : null}
          <span className="absolute end-2 bottom-2 rounded-md bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
            {formatDuration(video.duration)}
          </span>
          {video.is_premium && showPremiumOverlay ? (
            <div className="absolute inset-0 flex items-center justify-center bg-black/60">
              <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold text-on-accent">{t('card.premium_only')}</span>
            </div>
          ) : null}
        </div>
        <h3 className="line-clamp-2 text-sm font-semibold text-fg group-hover:text-accent">{video.title}</h3>
      </Link>
      <div className="flex flex-col gap-0.5 text-xs text-muted">
        <span className="truncate">{video.author}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{t('card.views', { count: video.stats.views, views: formatCompact(video.stats.views, locale) })}</span>
          <StarRating rating={video.stats.rating} count={video.stats.total_ratings} />
        </span>
      </div>
      {/* Over the thumbnail's corner, outside the link: takes no room, shifts nothing. */}
      {Menu ? <Menu video={video} /> : null}
    </article>
  );
});

export function VideoCardSkeleton() {
  return (
    <div className="flex animate-pulse flex-col gap-2 motion-reduce:animate-none" aria-hidden="true">
      <div className="aspect-video w-full rounded-xl bg-surface-2" />
      <div className="h-4 w-4/5 rounded bg-surface-2" />
      <div className="h-3 w-2/5 rounded bg-surface-2" />
    </div>
  );
}
