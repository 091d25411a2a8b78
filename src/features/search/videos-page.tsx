// Search and browse (/videos, spec §2 and §4). The query lives in ?search=; a selected
// category in ?category= (default trending). Submitting a non-blank search clears the
// category and goes to page 1; Clear resets to trending; picking a category clears the
// search and closes the drawer (under 640 px a floating 'Categories' button opens it).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCategories, type VideoSource } from '../../data/catalog';
import { formatTotal } from '../../lib/format';
import { normaliseSearchQuery } from '../../lib/search-query';
import { Drawer } from '../../ui/drawer';
import { SearchForm } from '../../ui/search-form';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { VideoGrid } from '../../ui/video-grid';

interface Choice {
  slug: string;
  name: string;
}

function useOrderedCategories(): Choice[] {
  const all = useCategories().data ?? [];
  const named = (slug: string, name: string) => ({ slug, name: all.find((c) => c.slug === slug)?.name ?? name });
  const rest = all
    .filter((c) => c.slug !== 'trending' && c.slug !== 'newest')
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({ slug: c.slug, name: c.name }));
  return [named('trending', 'Trending'), named('newest', 'Newest'), ...rest];
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
            className={`min-h-11 w-full rounded-lg px-3 text-left text-sm ${
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
  const [params, setParams] = useSearchParams();
  const query = normaliseSearchQuery(params.get('search'));
  const category = query ? null : params.get('category') || 'trending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(query ?? '');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [result, setResult] = useState<{ key: string; total: number; capped: boolean } | null>(null);
  const resultKey = `${query}|${page}`;
  const searching = query !== null && result?.key !== resultKey;

  useEffect(() => setText(query ?? ''), [query]);
  useDocumentTitle(query ? `Search Results for "${query}"` : 'Browse Porn Videos');

  const onTotal = useCallback(
    (total: number, _fallback: boolean, capped: boolean) => setResult({ key: resultKey, total, capped }),
    [resultKey],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = normaliseSearchQuery(text);
    setParams(q ? { search: q } : {});
  };
  const clear = () => {
    setText('');
    setParams({});
  };
  const pick = (slug: string) => {
    setText('');
    setDrawerOpen(false);
    setParams(slug === 'trending' ? {} : { category: slug });
  };
  const setPage = (p: number) => {
    const next: Record<string, string> = {};
    if (query) next.search = query;
    else if (category && category !== 'trending') next.category = category;
    if (p > 1) next.page = String(p);
    setParams(next);
  };
  const source: VideoSource = query ? { kind: 'search', query } : { kind: 'category', slug: category ?? 'trending' };
  const categoryName = useOrderedCategories().find((c) => c.slug === category)?.name;

  return (
    <div className="mx-auto flex w-full max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <aside aria-label="Categories" className="hidden w-48 shrink-0 sm:block lg:w-56">
        <h2 className="mb-2 px-3 text-sm font-semibold tracking-wide text-muted uppercase">Categories</h2>
        <CategoryList selected={category} onPick={pick} />
      </aside>
      <section className="min-w-0 flex-1" aria-labelledby="page-title">
        <SearchForm id="videos-search" value={text} onChange={setText} onSubmit={submit} className="flex gap-2" inputClassName={input}>
          {text !== '' ? (
            <button type="button" className={btnSecondary} onClick={clear}>
              Clear
            </button>
          ) : null}
          <button type="submit" className={btnPrimary} disabled={normaliseSearchQuery(text) === null || searching}>
            {searching ? 'Searching...' : 'Search'}
          </button>
        </SearchForm>
        <div className="mt-6 mb-4">
          {query ? (
            <>
              <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg">
                Search Results for "{query}" Porn Videos
              </h1>
              {result?.key === resultKey ? <p className="mt-1 text-sm text-muted">Found {formatTotal(result.total, result.capped)} videos</p> : null}
            </>
          ) : (
            <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg">
              {categoryName ?? 'Browse Porn Videos'}
            </h1>
          )}
        </div>
        <VideoGrid srHeading="Videos" source={source} page={page} onPageChange={setPage} query={query ?? undefined} onTotal={onTotal} />
      </section>
      <div className="fixed right-4 bottom-4 z-30 sm:hidden">
        <Drawer
          side="left"
          title="Categories"
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          trigger={
            <button type="button" className={`${btnPrimary} rounded-full shadow-lg`}>
              Categories
            </button>
          }
        >
          <CategoryList selected={category} onPick={pick} />
        </Drawer>
      </div>
    </div>
  );
}
