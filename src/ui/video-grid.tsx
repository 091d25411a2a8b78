// The shared video grid (spec §2 "Video grid"): 12 a page in 3/2/1 columns at 1024/640 px,
// skeletons while loading, 'No videos found.', 'Failed to load videos' with Try Again
// (reloads the page, spec §2), a 'needs a connection' notice with retry when offline and
// nothing is saved, the search-fallback notice (pagination hidden) and numbered
// pagination; a page beyond the last is brought back to the last. Content between the
// cards (inline ads) comes from the page through `between`: shared UI knows no feature.
// A search that fails shows no results and total 0, silently (spec §8: `silentErrors`).
import { useT } from '../i18n';
import { NeedsConnection } from './needs-connection';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useVideoList, type VideoSource } from '../data/catalog';
import { useSession } from '../data/session';
import { Pagination } from './pagination';
import { btnPrimary } from './styles';
import { VideoCard, VideoCardSkeleton } from './video-card';

export const gridClass = 'grid grid-cols-1 gap-x-4 gap-y-6 sm:grid-cols-2 lg:grid-cols-3';

/** On a page that starts with the grid the first cards are above the fold on every screen:
 * their thumbnails load eagerly and first (LCP). */
const PRIORITY_CARDS = 4;

interface VideoGridProps {
  source: VideoSource;
  page: number;
  onPageChange: (page: number) => void;
  /** The search text, for the fallback notice. */
  query?: string;
  /** Receives the total once loaded (the search page shows 'Found {total} videos'); capped:
   * the server stopped counting, the total is a lower bound. */
  onTotal?: (total: number, isFallback: boolean, capped: boolean) => void;
  /** Called with the last page when `page` is beyond it (default: onPageChange). */
  onPageOutOfRange?: (lastPage: number) => void;
  /** A failed load shows 'No videos found.' and reports total 0 (the search page). */
  silentErrors?: boolean;
  /** A visually hidden h2 above the cards (h3) where the page has none, so headings do not skip a level. */
  srHeading?: string;
  /** What goes after card `index` of the `count` shown (e.g. an inline ad), or nothing. */
  between?: (index: number, count: number) => ReactNode;
  /** How many first cards load their thumbnails eagerly and first (default: PRIORITY_CARDS);
   * 0 where the grid starts below the fold (home), so they do not take the bandwidth of
   * the page's real LCP image. */
  priorityCards?: number;
}

export function VideoGridSkeleton() {
  const t = useT('common');
  return (
    <div className={gridClass} role="status" aria-label={t('grid.loading')}>
      {Array.from({ length: 12 }, (_, i) => (
        <VideoCardSkeleton key={i} />
      ))}
    </div>
  );
}

export function useCanSeePremium(): boolean {
  const user = useSession((s) => s.user);
  return !!user && (user.is_premium || user.is_admin);
}

export function VideoGrid({ source, page, onPageChange, query, onTotal, onPageOutOfRange, silentErrors, srHeading, between, priorityCards = PRIORITY_CARDS }: VideoGridProps) {
  const list = useVideoList(source, page);
  const t = useT('common');
  const canSeePremium = useCanSeePremium();
  const failed = list.status === 'error' || (list.status === 'ready' && !list.data);
  const total = list.data?.totalItems ?? (failed && silentErrors ? 0 : undefined);
  const fallbackFlag = list.data?.meta.is_fallback === true;
  const capped = list.data?.meta.totalCapped === true;
  const lastPage = list.data ? Math.max(1, list.data.totalPages) : null;
  useEffect(() => {
    if (total !== undefined) onTotal?.(total, fallbackFlag, capped);
  }, [total, fallbackFlag, capped, onTotal]);
  const outOfRange = onPageOutOfRange ?? onPageChange;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) outOfRange(lastPage);
  }, [lastPage, page, outOfRange]);

  if (list.status === 'loading') return <VideoGridSkeleton />;
  if (failed || !list.data) {
    if (silentErrors) return <p className="py-12 text-center text-muted">{t('grid.none')}</p>;
    if (list.offline) return <NeedsConnection what={t('grid.this_list')} onRetry={list.refetch} />;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-fg">{t('grid.failed')}</p>
        <button type="button" className={btnPrimary} onClick={() => window.location.reload()}>
          {t('actions.try_again')}
        </button>
      </div>
    );
  }
  const { items, totalPages, meta } = list.data;
  const isFallback = meta.is_fallback === true || (items.length > 0 && items.every((v) => v.is_fallback));
  return (
    <div data-testid="video-grid">
      {srHeading ? <h2 className="sr-only">{srHeading}</h2> : null}
      {isFallback && query ? (
        <p role="status" className="mb-4 rounded-lg border border-border bg-surface px-4 py-3 text-sm text-muted">
          {t('grid.fallback', { query })}
        </p>
      ) : null}
      {list.offline ? (
        <p className="mb-4 text-xs text-muted" role="status">
          {t('grid.offline_saved')}
        </p>
      ) : meta.local === true ? (
        <p className="mb-4 text-xs text-muted" role="status" data-testid="offline-search-note">
          {t('grid.offline_search')}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="py-12 text-center text-muted">{t('grid.none')}</p>
      ) : (
        <div className={gridClass}>
          {items.map((v, i) => (
            <Fragment key={v.id}>
              <VideoCard video={v} showPremiumOverlay={!canSeePremium} priority={i < priorityCards} />
              {between?.(i, items.length)}
            </Fragment>
          ))}
        </div>
      )}
      {isFallback ? null : <Pagination page={page} totalPages={totalPages} onChange={onPageChange} />}
    </div>
  );
}
