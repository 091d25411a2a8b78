// Categories index (spec §2): 'Top' (trending then newest, 2 columns), then the others
// alphabetically (2/3/4 columns); 6 skeletons; 'Failed to load categories' + Try Again.
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useCategories } from '../../data/catalog';
import type { Category } from '../../data/types';
import { NeedsConnection } from '../../ui/needs-connection';
import { btnPrimary } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CategoryIcon } from './category-icon';
import { useCategoryText } from './builtin-names';
import { useT } from '../../i18n';

export const SKELETON_COUNT = 6;

function CategoryCard({ category }: { category: Pick<Category, 'id' | 'slug' | 'name'> }) {
  const name = useCategoryText().name(category);
  return (
    <Link
      to={paths.category(category.slug)}
      className="flex min-h-16 min-w-0 items-center gap-2 rounded-xl border border-border bg-surface p-2.5 text-sm font-semibold text-fg hover:border-accent sm:gap-3 sm:p-3 sm:text-base"
    >
      <CategoryIcon id={category.id} name={name} />
      <span data-testid="category-name" className="min-w-0 leading-tight [overflow-wrap:anywhere]">
        {name}
      </span>
    </Link>
  );
}

interface SectionProps {
  id: string;
  title: string;
  /** Margin of the section, then the grid's column classes. */
  className: string;
  grid: string;
  categories: Category[];
}

function CategorySection({ id, title, className, grid, categories }: SectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-fg">
        {title}
      </h2>
      <div className={`grid gap-3 ${grid}`}>
        {categories.map((c) => (
          <CategoryCard key={c.id} category={c} />
        ))}
      </div>
    </section>
  );
}

export function CategoriesPage() {
  const t = useT('public');
  const tc = useT('common');
  useDocumentTitle(t('categories.document_title'));
  const categories = useCategories();
  const all = categories.data ?? [];
  const top = ['trending', 'newest'].flatMap((slug) => all.filter((c) => c.slug === slug));
  const rest = all.filter((c) => c.slug !== 'trending' && c.slug !== 'newest').sort((a, b) => a.name.localeCompare(b.name));

  return (
    // A plain wrapper: <main> is the page's landmark already (a region here was a duplicate).
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {tc('nav.categories')}
      </h1>
      {categories.status === 'loading' ? (
        <div className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" role="status" aria-label={t('categories.loading')}>
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <div key={i} data-testid="category-skeleton" className="h-16 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" />
          ))}
        </div>
      ) : categories.status === 'error' && categories.offline ? (
        <NeedsConnection onRetry={categories.refetch} />
      ) : categories.status === 'error' ? (
        <div role="alert" className="mt-8 flex flex-col items-center gap-3 text-center">
          <p className="text-fg">{t('categories.failed')}</p>
          <button type="button" className={btnPrimary} onClick={() => window.location.reload()}>
            {tc('actions.try_again')}
          </button>
        </div>
      ) : (
        <>
          {top.length ? <CategorySection id="top-title" title={t('categories.top')} className="mt-6" grid="grid-cols-2" categories={top} /> : null}
          <CategorySection id="all-title" title={tc('nav.categories')} className="mt-8" grid="grid-cols-2 md:grid-cols-3 lg:grid-cols-4" categories={rest} />
        </>
      )}
    </div>
  );
}
