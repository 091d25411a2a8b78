// Numbered pagination with Previous/Next; pages outside 1..total are never offered (spec §5).
import { pageWindow } from '../lib/format';
import { useT } from '../i18n';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40';

export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const t = useT('common');
  if (totalPages <= 1) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= totalPages && p !== page) onChange(p);
  };
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex flex-wrap items-center justify-center gap-1">
      <button type="button" className={`${cell} bg-surface-2 text-fg hover:bg-border`} disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('pagination.previous')}
      </button>
      {pageWindow(page, totalPages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-label={t('pagination.page', { page: p })}
            aria-current={p === page ? 'page' : undefined}
            className={`${cell} ${p === page ? 'bg-accent text-on-accent' : 'bg-surface-2 text-fg hover:bg-border'}`}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${cell} bg-surface-2 text-fg hover:bg-border`}
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
