// /premium/dashboard (spec §2 "Premium dashboard", §6): for premium members (the guard asks
// the server through the session; the list route refuses everyone else with 401/403).
// Search box, category chips (All + premium categories by slug, held in the URL with the
// query and the page), and the paged grid of premium videos, 12 a page. No ads here or
// anywhere for premium members (features/ads checks the same flag).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { NeedsConnection } from '../../ui/needs-connection';
import { Pagination } from '../../ui/pagination';
import { StatusPanel } from '../../ui/status-panel';
import { btnPrimary, input } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { gridClass } from '../../ui/video-grid';
import { VideoCard, VideoCardSkeleton } from '../../ui/video-card';
import { usePremiumCategories, usePremiumVideos } from './queries';
import { useT } from '../../i18n';

const chip = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${active ? 'border-accent bg-accent text-on-accent' : 'border-border bg-surface-2 text-fg hover:bg-border'}`;

export function PremiumDashboardPage() {
  const t = useT('pages');
  const tc = useT('common');
  const tp = useT('public');
  useDocumentTitle(tc('nav.premium_content'));
  const [params, setParams] = useSearchParams();
  const q = (params.get('search') ?? '').trim();
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);
  const categories = usePremiumCategories();
  const list = usePremiumVideos(page, q, category);

  useEffect(() => setText(q), [q]);

  const setQuery = (next: { search?: string; category?: string; page?: number }) => {
    const p = new URLSearchParams();
    const s = next.search ?? q;
    const c = next.category ?? category;
    if (s) p.set('search', s);
    if (c) p.set('category', c);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    setQuery({ search: text.trim(), page: 1 });
  };

  return (
    <section aria-labelledby="premium-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 id="premium-title" className="text-2xl font-bold text-fg sm:text-3xl">
        {tc('nav.premium_content')}
      </h1>
      <form role="search" onSubmit={submit} className="mt-4 flex gap-2">
        <label htmlFor="premium-search" className="sr-only">
          {t('premium.search_label')}
        </label>
        <input
          id="premium-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('premium.search_placeholder')}
          className={input}
        />
        <button type="submit" className={btnPrimary}>
          {tc('search.submit')}
        </button>
      </form>
      <nav aria-label={t('premium.categories')} className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={chip(!category)} aria-pressed={!category} onClick={() => setQuery({ category: '', page: 1 })}>
          {t('premium.all')}
        </button>
        {categories.map((c) => (
          <button key={c.id} type="button" className={chip(category === c.slug)} aria-pressed={category === c.slug} onClick={() => setQuery({ category: c.slug, page: 1 })}>
            {c.name}
          </button>
        ))}
      </nav>
      <div className="mt-6">
        {list.status === 'loading' ? (
          <div className={gridClass} role="status" aria-label={tc('grid.loading')}>
            {Array.from({ length: 12 }, (_, i) => (
              <VideoCardSkeleton key={i} />
            ))}
          </div>
        ) : !list.data ? (
          list.offline ? (
            <NeedsConnection what={tc('grid.this_list')} onRetry={list.refetch} />
          ) : list.denied ? (
            <StatusPanel title={t('premium.access_required')} message={tp('watch.premium_only_text')}>
              <Link to={paths.premium.signup()} className={btnPrimary}>
                {tp('watch.upgrade')}
              </Link>
            </StatusPanel>
          ) : (
            <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
              <p className="text-fg">{tc('grid.failed')}</p>
              <button type="button" className={btnPrimary} onClick={list.refetch}>
                {tc('actions.try_again')}
              </button>
            </div>
          )
        ) : list.data.items.length === 0 ? (
          <p className="py-12 text-center text-muted">{tc('grid.none')}</p>
        ) : (
          <>
            {/* The cards' titles are h3: this keeps the heading levels in order after the h1. */}
            <h2 className="sr-only">{t('premium.videos')}</h2>
            <div className={gridClass}>
              {list.data.items.map((v) => (
                <VideoCard key={v.id} video={v} showPremiumOverlay={false} />
              ))}
            </div>
            <Pagination page={page} totalPages={list.data.totalPages} onChange={(p) => setQuery({ page: p })} />
          </>
        )}
      </div>
    </section>
  );
}
