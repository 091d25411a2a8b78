// Popular Categories on the home page: featured categories, the first two large, the rest
// in three columns; 'View All Categories'; 'No categories available'.
import { useT } from '../../i18n';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useFeaturedCategories } from '../../data/catalog';
import { link } from '../../ui/styles';
import { CategoryIcon } from './category-icon';
import { useCategoryText } from './builtin-names';

export function PopularCategories() {
  const t = useT('public');
  const { name } = useCategoryText();
  const featured = useFeaturedCategories();
  const list = featured.data ?? [];
  const [first, second, ...rest] = list;
  const big = [first, second].filter((c) => c !== undefined);
  return (
    <section aria-labelledby="popular-title" className="mx-auto w-full max-w-6xl px-4 pt-8 sm:px-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="popular-title" className="text-xl font-bold text-fg">
          {t('home.popular_categories')}
        </h2>
        <Link to={paths.categories()} className={link}>
          {t('home.view_all_categories')}
        </Link>
      </div>
      {featured.status === 'loading' ? (
        // The same size as the usual content (2 large + 3 small tiles, as the fallback list) so nothing below moves.
        <div aria-hidden="true">
          <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            <div className="h-[90px] animate-pulse rounded-xl bg-surface-2" />
            <div className="h-[90px] animate-pulse rounded-xl bg-surface-2" />
          </div>
          <div className="mt-3 grid grid-cols-3 gap-3">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="h-[58px] animate-pulse rounded-lg bg-surface-2" />
            ))}
          </div>
        </div>
      ) : list.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('home.no_categories')}</p>
      ) : (
        <>
          <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {big.map((c) => (
              <Link
                key={c.id}
                to={paths.category(c.slug)}
                className="flex min-w-0 items-center gap-4 rounded-xl border border-border bg-surface p-4 text-lg font-semibold text-fg hover:border-accent"
              >
                <CategoryIcon id={c.id} name={name(c)} size="lg" />
                <span data-testid="category-name" className="min-w-0 break-words">{name(c)}</span>
              </Link>
            ))}
          </div>
          {rest.length ? (
            <div className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
              {rest.map((c) => (
                <Link
                  key={c.id}
                  to={paths.category(c.slug)}
                  className="flex min-h-11 min-w-0 flex-col items-center gap-1 rounded-lg border border-border bg-surface px-1.5 py-2 text-center text-xs text-fg hover:border-accent sm:flex-row sm:gap-2 sm:px-3 sm:text-start sm:text-sm"
                >
                  <CategoryIcon id={c.id} name={name(c)} />
                  <span data-testid="category-name" className="w-full min-w-0 leading-tight [overflow-wrap:anywhere] sm:w-auto">
                    {name(c)}
                  </span>
                </Link>
              ))}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
