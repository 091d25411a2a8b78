// Categories index (spec §2): 'Top' (trending then newest, 2 columns), then the others
// alphabetically (2/3/4 columns); 6 skeletons; 'Failed to load categories' + Try Again.
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useCategories } from '../../data/catalog';
import type { Category } from '../../data/types';
import { btnPrimary } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CategoryIcon } from './category-icon';

export const SKELETON_COUNT = 6;

function CategoryCard({ category }: { category: Pick<Category, 'id' | 'slug' | 'name'> }) {
  return (
    <Link
      to={paths.category(category.slug)}
      className="flex min-h-16 items-center gap-3 rounded-xl border border-border bg-surface p-3 font-semibold text-fg hover:border-accent"
    >
      <CategoryIcon id={category.id} name={category.name} />
      <span className="truncate">{category.name}</span>
    </Link>
  );
}

export function CategoriesPage() {
  useDocumentTitle('Browse Adult Video Categories');
  const categories = useCategories();
  const all = categories.data ?? [];
  const top = ['trending', 'newest'].flatMap((slug) => all.filter((c) => c.slug === slug));
  const rest = all.filter((c) => c.slug !== 'trending' && c.slug !== 'newest').sort((a, b) => a.name.localeCompare(b.name));

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        Categories
      </h1>
      {categories.status === 'loading' ? (
        <div className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" role="status" aria-label="Loading categories">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <div key={i} data-testid="category-skeleton" className="h-16 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" />
          ))}
        </div>
      ) : categories.status === 'error' ? (
        <div role="alert" className="mt-8 flex flex-col items-center gap-3 text-center">
          <p className="text-fg">Failed to load categories</p>
          <button type="button" className={btnPrimary} onClick={() => window.location.reload()}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          {top.length ? (
            <section aria-labelledby="top-title" className="mt-6">
              <h2 id="top-title" className="mb-3 text-lg font-semibold text-fg">
                Top
              </h2>
              <div className="grid grid-cols-2 gap-3">
                {top.map((c) => (
                  <CategoryCard key={c.id} category={c} />
                ))}
              </div>
            </section>
          ) : null}
          <section aria-labelledby="all-title" className="mt-8">
            <h2 id="all-title" className="mb-3 text-lg font-semibold text-fg">
              Categories
            </h2>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
              {rest.map((c) => (
                <CategoryCard key={c.id} category={c} />
              ))}
            </div>
          </section>
        </>
      )}
    </section>
  );
}
