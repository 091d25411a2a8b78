// Home (spec §2): hero (home_banner, headline, tagline, search), partner strip, Popular
// Categories, and the grid of the category held in ?category= (default trending).
import { Suspense, useEffect, useState } from 'react';
import { lazyWithRetry } from '../../ui/lazy-retry';
import { useSearchParams } from 'react-router-dom';
import { useAssetAssignments, useCategories, useSetting } from '../../data/catalog';
import { normaliseSearchQuery } from '../../lib/search-query';
import { SearchForm, useGoToSearch } from '../../ui/search-form';
import { btnPrimary, input } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePageParam } from '../../ui/use-page-param';
import { VideoGrid, VideoGridSkeleton } from '../../ui/video-grid';
import { PartnerStrip } from './partner-strip';
import { PopularCategories } from './popular-categories';
import { useInlineAds } from '../ads/inline-ad';
import { useT } from '../../i18n';
import { useCategoryText } from './builtin-names';
import { useSession } from '../../data/session';

// A member's row only, and its code loads only for one: through the library's queries it
// brought the outbox, the SDK and Dexie into the code index.html preloads for home, all run
// before a visitor's first render (a warm start ~40 % slower at 4x CPU, issue 28).
const ContinueWatchingRow = lazyWithRetry(() => import('../library/continue-row').then((m) => ({ default: m.ContinueWatchingRow })), 'silent');

export function HomePage() {
  useDocumentTitle(null);
  const t = useT('public');
  const tc = useT('common');
  const { name: categoryName } = useCategoryText();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const submit = useGoToSearch();
  const siteSetting = useSetting('site');
  const site = siteSetting.data;
  // The hero's texts stay hidden (their space kept) until the site's own are known: the
  // default headline drawn first and then replaced moved under the reader (Lighthouse CLS
  // 0.047 at 412 px). Offline or on a failed read, the defaults show.
  const heroText = siteSetting.status === 'loading' ? 'invisible' : '';
  const banner = useAssetAssignments().data?.find((a) => a.type === 'home_banner' && !a.category)?.url;
  const categoryList = useCategories();
  const categories = categoryList.data ?? [];
  const asked = params.get('category') || 'trending';
  const known = asked === 'trending' || asked === 'newest' || categories.some((c) => c.slug === asked);
  const listKnown = categoryList.status === 'ready';
  // An unknown ?category= reads as the default (trending) and leaves the URL.
  const category = known ? asked : listKnown ? 'trending' : null;
  const { page, clampTo } = usePageParam();
  const inlineAds = useInlineAds();
  const member = useSession((s) => !!s.user);
  useEffect(() => {
    if (!known && listKnown) setParams({}, { replace: true });
  }, [known, listKnown, setParams]);

  const selectCategory = (slug: string) => setParams(slug === 'trending' ? {} : { category: slug });
  const setPage = (p: number) => {
    const next: Record<string, string> = {};
    if (category && category !== 'trending') next.category = category;
    if (p > 1) next.page = String(p);
    setParams(next);
  };
  const choices = [
    ...['trending', 'newest'].map((slug) => categories.find((c) => c.slug === slug) ?? { id: slug, slug, name: slug === 'trending' ? t('home.trending') : t('home.newest') }),
    ...categories.filter((c) => c.slug !== 'trending' && c.slug !== 'newest'),
  ].map((c) => ({ ...c, name: categoryName(c) }));

  return (
    <>
      <section
        aria-labelledby="home-title"
        className="relative overflow-hidden border-b border-border bg-gradient-to-b from-surface-2 to-bg"
      >
        {banner ? <img src={banner} alt="" className="absolute inset-0 size-full object-cover opacity-40" /> : null}
        {/* The hero's top padding holds the partner strip (37 px) above its content. */}
        <PartnerStrip />
        <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 pb-14 pt-20 text-center sm:pb-20 sm:pt-24">
          {/* Two lines reserved on phones (centred in them): a site headline that wraps must
              not push the page down when it arrives. */}
          <h1 id="home-title" className={`flex min-h-[2lh] items-center text-3xl font-extrabold tracking-tight text-fg sm:min-h-0 sm:text-5xl ${heroText}`}>
            {site?.headline || t('home.headline')}
          </h1>
          {/* Two lines reserved, for the same reason. */}
          <p className={`min-h-12 max-w-xl text-muted ${heroText}`}>{site?.tagline || t('home.tagline')}</p>
          <SearchForm
            id="home-search"
            value={text}
            onChange={setText}
            onSubmit={submit(text)}
            className="mt-2 flex w-full max-w-xl gap-2"
            inputClassName={input}
          >
            <button type="submit" className={btnPrimary} disabled={normaliseSearchQuery(text) === null}>
              {tc('search.submit')}
            </button>
          </SearchForm>
        </div>
      </section>
      {member ? (
        <Suspense fallback={null}>
          <ContinueWatchingRow />
        </Suspense>
      ) : null}
      <PopularCategories />
      <section aria-labelledby="grid-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="grid-title" className="text-xl font-bold text-fg">
            {category ? t('home.category_videos', { name: choices.find((c) => c.slug === category)?.name ?? category }) : tc('nav.videos')}
          </h2>
          <label className="flex items-center gap-2 text-sm text-muted">
            {t('home.category')}
            <select
              value={category ?? 'trending'}
              onChange={(e) => selectCategory(e.target.value)}
              className="min-h-11 rounded-lg border border-border bg-surface px-3 text-sm text-fg"
            >
              {choices.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        {category ? (
          // Below the hero and Popular Categories on every screen: no eager, high-priority
          // thumbnails racing the banner, the page's LCP image (issue 15 §3; Lighthouse's
          // simulated LCP counts every high-priority image loaded before the banner shows).
          <VideoGrid
            source={{ kind: 'category', slug: category }}
            page={page}
            onPageChange={setPage}
            onPageOutOfRange={clampTo}
            between={inlineAds}
            priorityCards={0}
          />
        ) : (
          <VideoGridSkeleton />
        )}
      </section>
    </>
  );
}
