// Recent Videos of the statistics panel: 20 a page, five grey rows while loading,
// 'No videos found' when empty, arrows and numbered pages only when there is more than one.
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { pageWindow } from '../../lib/format';
import { FALLBACK_THUMBNAIL } from '../../ui/video-card';
import type { RecentPage } from './api';

interface RecentVideosProps {
  data: RecentPage | null;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}

export function RecentVideosList({ data, loading, page, onPage }: RecentVideosProps) {
  if (loading) {
    return (
      <ul aria-busy="true" aria-label="Loading videos" className="flex flex-col gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="h-16 animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none" data-testid="recent-skeleton" />
        ))}
      </ul>
    );
  }
  if (!data || data.items.length === 0) return <p className="py-6 text-center text-muted">No videos found</p>;
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
                <span className="text-sm text-muted sm:w-28 sm:text-right">{(v.stats?.views ?? 0).toLocaleString()} views</span>
                <span className="text-sm text-muted sm:w-28 sm:text-right">{new Date(v.created.replace(' ', 'T')).toLocaleDateString()}</span>
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
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Recent videos pages" className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <button type="button" aria-label="Previous page" className={`${cell} bg-surface-2 text-fg`} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">‹</span>
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
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            className={`${cell} ${p === page ? 'bg-accent text-on-accent' : 'bg-surface-2 text-fg'}`}
            onClick={() => p !== page && onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" aria-label="Next page" className={`${cell} bg-surface-2 text-fg`} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
