// Recent Videos of the statistics panel: 20 a page, five grey rows while loading,
// 'No videos found' when empty, arrows and numbered pages only when there is more than one.
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { pageWindow } from '../../lib/format';
import { FALLBACK_THUMBNAIL } from '../../ui/video-card';
import type { RecentPage } from './api';
import { useLocale, useT } from '../../i18n';
import { formatDate } from '../../i18n/format';

interface RecentVideosProps {
  data: RecentPage | null;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}

export function RecentVideosList({ data, loading, page, onPage }: RecentVideosProps) {
  const t = useT('creator');
  const locale = useLocale();
  if (loading) {
    return (
      <ul aria-busy="true" aria-label={t('manager.loading_short')} className="flex flex-col gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="h-16 animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none" data-testid="recent-skeleton" />
        ))}
      </ul>
    );
  }
  if (!data || data.items.length === 0) return <p className="py-6 text-center text-muted">{t('stats.none')}</p>;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {data.items.map((v) => (
          <li key={v.id}>
            <Link to={paths.video(v.slug)} className="flex items-center gap-3 rounded-lg p-2 hover:bg-surface-2">
              <img
                src={v.thumbnail_url || FALLBACK_THUMBNAIL}
                onError={(e) => {
                  if (!e.currentTarget.src.endsWith(FALLBACK_THUMBNAIL)) e.currentTarget.src = FALLBACK_THUMBNAIL;
                }}
                alt=""
                loading="lazy"
                className="aspect-video w-24 shrink-0 rounded-md bg-surface-2 object-cover sm:w-32"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-4">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-fg">{v.title}</span>
                  <span className="block truncate text-sm text-muted">{v.author}</span>
                </span>
                <span className="text-sm text-muted sm:w-28 sm:text-end">{t('stats.views', { count: v.stats?.views ?? 0 })}</span>
                <span className="text-sm text-muted sm:w-28 sm:text-end">{formatDate(v.created, locale)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ArrowPagination page={page} totalPages={data.totalPages} onChange={onPage} />
    </>
  );
}

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40';

function ArrowPagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (p: number) => void }) {
  const t = useT('creator');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('stats.pages')} className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <button type="button" aria-label={t('stats.previous_page')} className={`${cell} bg-surface-2 text-fg`} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true" className="rtl:-scale-x-100">‹</span>
      </button>
      {pageWindow(page, totalPages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-label={t('stats.page', { page: p })}
            aria-current={p === page ? 'page' : undefined}
            className={`${cell} ${p === page ? 'bg-accent text-on-accent' : 'bg-surface-2 text-fg'}`}
            onClick={() => p !== page && onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" aria-label={t('stats.next_page')} className={`${cell} bg-surface-2 text-fg`} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        <span aria-hidden="true" className="rtl:-scale-x-100">›</span>
      </button>
    </nav>
  );
}
