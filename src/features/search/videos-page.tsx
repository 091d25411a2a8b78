// Search and browse (/videos, spec §2 and §4). The query lives in ?search=; a selected
// category in ?category= (default trending). Submitting a non-blank search clears the
// category and goes to page 1; Clear resets to trending; picking a category clears the
// search and closes the drawer (under 640 px a floating 'Categories' button opens it).
import { useLocale, useT } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { useCallback, useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCategories, type VideoSource } from '../../data/catalog';
import { normaliseSearchQuery } from '../../lib/search-query';
import { Drawer } from '../../ui/drawer';
import { SearchForm } from '../../ui/search-form';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePageParam } from '../../ui/use-page-param';
import { VideoGrid, VideoGridSkeleton } from '../../ui/video-grid';
import { useInlineAds } from '../ads/inline-ad';
import { activeLocale } from '../../i18n/runtime';
import { langOf } from '../../i18n/languages';
import { BROWSE_SLOT, BrowseControls, browseParamsIn, useBrowseOptions } from '../../ui/browse-controls';

const VIRTUAL = ['trending', 'newest'];

interface Choice {
  slug: string;
  name: string;
}

function useOrderedCategories(): Choice[] {
  const t = useT('public');
  const all = useCategories().data ?? [];
  // The built-in two: their stored names are English; in another language the catalog's
  // (as catalog/builtin-names.ts does for category pages). In English an admin's rename shows.
  const english = langOf(activeLocale()) === 'en';
  const named = (slug: string, name: string) => ({ slug, name: english ? (all.find((c) => c.slug === slug)?.name ?? name) : name });
  const rest = all
    .filter((c) => c.slug !== 'trending' && c.slug !== 'newest')
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({ slug: c.slug, name: c.name }));
  return [named('trending', t('home.trending')), named('newest', t('home.newest')), ...rest];
}

function CategoryList({ selected, onPick }: { selected: string | null; onPick: (slug: string) => void }) {
  const choices = useOrderedCategories();
  return (
    <ul className="flex flex-col gap-1">
      {choices.map((c) => (
        <li key={c.slug}>
          <button
            type="button"
            aria-pressed={selected === c.slug}
            onClick={() => onPick(c.slug)}
            className={`min-h-11 w-full rounded-lg px-3 text-start text-sm ${
              selected === c.slug ? 'bg-accent font-semibold text-on-accent' : 'text-fg hover:bg-surface-2'
            }`}
          >
            {c.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function VideosPage() {
  const t = useT('public');
  const tc = useT('common');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = normaliseSearchQuery(params.get('search'));
  const choices = useOrderedCategories();
  const categoriesLoaded = useCategories().status === 'ready';
  const asked = query ? null : params.get('category') || 'trending';
  // An unknown category reads as the default (trending) once the list is known.
  const known = asked !== null && (VIRTUAL.includes(asked) || choices.some((c) => c.slug === asked));
  const category = asked === null ? null : known ? asked : categoriesLoaded ? 'trending' : null;
  const { page, clampTo } = usePageParam();
  const inlineAds = useInlineAds();
  const [text, setText] = useState(query ?? '');
  // A blank submit clears results, total and URL parameter (spec §4): no list until the
  // next search or category pick.
  const [cleared, setCleared] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [result, setResult] = useState<{ key: string; total: number; capped: boolean } | null>(null);
  const resultKey = `${query}|${page}`;
  const searching = query !== null && result?.key !== resultKey;

  useEffect(() => setText(query ?? ''), [query]);
  useEffect(() => {
    if (asked && !known && categoriesLoaded) setParams({}, { replace: true });
  }, [asked, known, categoriesLoaded, setParams]);
  useDocumentTitle(query ? t('videos.results_title', { query }) : t('videos.browse'));

  const onTotal = useCallback(
    (total: number, _fallback: boolean, capped: boolean) => setResult({ key: resultKey, total, capped }),
    [resultKey],
  );

  const submit = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    const q = normaliseSearchQuery(text);
    setCleared(q === null);
    setParams(q ? { search: q, ...browseParamsIn(params) } : {});
  };
  // The Search button is disabled while the box is blank, which also blocks the browser's
  // Enter-to-submit: Enter in a blank box still submits the blank search (spec §4).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && normaliseSearchQuery(text) === null && (event.target as HTMLElement).tagName === 'INPUT') submit(event);
  };
  const clear = () => {
    setText('');
    setCleared(false);
    setParams({});
  };
  const pick = (slug: string) => {
    setText('');
    setCleared(false);
    setDrawerOpen(false);
    // The chosen sort and filters stay when another category is picked.
    setParams(slug === 'trending' ? browseParamsIn(params) : { category: slug, ...browseParamsIn(params) });
  };
  const setPage = (p: number) => {
    const next: Record<string, string> = browseParamsIn(params);
    if (query) next.search = query;
    else if (category && category !== 'trending') next.category = category;
    if (p > 1) next.page = String(p);
    setParams(next);
  };
  const showList = !cleared || query !== null;
  const browse = useBrowseOptions(query !== null);
  const realCategory = category && !VIRTUAL.includes(category) ? category : undefined;
  const source: VideoSource | null = browse.active
    ? query
      ? { kind: 'browse', options: browse.options, query }
      : category
        ? { kind: 'browse', options: browse.options, category: realCategory }
        : null
    : query
      ? { kind: 'search', query }
      : category
        ? { kind: 'category', slug: category }
        : null;
  // Trending is an order, not a set: once another sort is chosen the list is no longer
  // "Trending", so the heading names the page instead (a real category keeps its name).
  const resorted = category === 'trending' && params.has('sort');
  const categoryName = resorted ? undefined : choices.find((c) => c.slug === category)?.name;

  return (
    <div className="mx-auto flex w-full max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <aside aria-label={tc('nav.categories')} className="hidden w-48 shrink-0 sm:block lg:w-56">
        <h2 className="mb-2 px-3 text-sm font-semibold tracking-wide text-muted uppercase">{tc('nav.categories')}</h2>
        <CategoryList selected={showList ? category : null} onPick={pick} />
      </aside>
      <section className="min-w-0 flex-1" aria-labelledby="page-title">
        <SearchForm
          id="videos-search"
          value={text}
          onChange={setText}
          onSubmit={submit}
          onKeyDown={onKeyDown}
          className="flex gap-2"
          inputClassName={input}
        >
          {text !== '' ? (
            <button type="button" className={btnSecondary} onClick={clear}>
              {t('videos.clear')}
            </button>
          ) : null}
          <button type="submit" className={btnPrimary} disabled={normaliseSearchQuery(text) === null || searching}>
            {searching ? t('videos.searching') : tc('search.submit')}
          </button>
        </SearchForm>
        <div className="mt-6 mb-4">
          {query ? (
            <>
              <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg">
                {t('videos.results_heading', { query })}
              </h1>
              {result?.key === resultKey ? (
                <p className="mt-1 text-sm text-muted" data-testid="search-total">
                  {t('videos.found', { count: result.total, total: formatNumber(result.total, locale) + (result.capped ? '+' : '') })}
                </p>
              ) : null}
            </>
          ) : (
            <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg">
              {showList ? (categoryName ?? t('videos.browse')) : t('videos.browse')}
            </h1>
          )}
        </div>
        {showList ? (
          <div className={BROWSE_SLOT}>
            <BrowseControls searching={query !== null} defaultLabel={!query && category === 'trending' ? t('home.trending') : undefined} />
          </div>
        ) : null}
        {!showList ? (
          <p className="py-12 text-center text-muted">{t('videos.type_or_pick')}</p>
        ) : source ? (
          <VideoGrid
            srHeading={tc('nav.videos')}
            source={source}
            page={page}
            onPageChange={setPage}
            onPageOutOfRange={clampTo}
            query={query ?? undefined}
            onTotal={onTotal}
            silentErrors={query !== null}
            between={inlineAds}
          />
        ) : (
          <VideoGridSkeleton />
        )}
        <div className="sticky bottom-4 z-30 mt-6 flex justify-end sm:hidden">
          <Drawer
            side="left"
            title={tc('nav.categories')}
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            trigger={
              <button type="button" className={`${btnPrimary} rounded-full shadow-lg`}>
                {tc('nav.categories')}
              </button>
            }
          >
            <CategoryList selected={showList ? category : null} onPick={pick} />
          </Drawer>
        </div>
      </section>
    </div>
  );
}
