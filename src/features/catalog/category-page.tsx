// Category detail (spec §2): found by slug in the full list; Back to Categories, name,
// description, the grid (page in ?page=); 'Category not found' with Return to Categories.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { usePageParam } from '../../ui/use-page-param';
import { paths } from '../../lib/paths';
import { useCategories } from '../../data/catalog';
import { NeedsConnection } from '../../ui/needs-connection';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { btnPrimary, btnSecondary, link } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { VideoGrid } from '../../ui/video-grid';
import { useInlineAds } from '../ads/inline-ad';

export function CategoryPage() {
  const { slug = '' } = useParams();
  const [, setParams] = useSearchParams();
  const { page, clampTo } = usePageParam();
  const inlineAds = useInlineAds();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.slug === slug);
  useDocumentTitle(category ? category.meta_title || `${category.name} Adult Videos` : null);

  if (categories.status === 'loading') return <Spinner />;
  if (categories.status === 'error' && categories.offline) return <NeedsConnection onRetry={categories.refetch} />;
  if (categories.status === 'error') {
    return (
      <StatusPanel title="Failed to load category">
        <button type="button" className={btnPrimary} onClick={categories.refetch}>
          Try Again
        </button>
      </StatusPanel>
    );
  }
  if (!slug || !category) {
    return (
      <StatusPanel title="Category not found">
        <Link to={paths.categories()} className={btnSecondary}>
          Return to Categories
        </Link>
      </StatusPanel>
    );
  }
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Link to={paths.categories()} className={link}>
        ← Back to Categories
      </Link>
      <h1 id="page-title" className="mt-3 text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {category.name}
      </h1>
      {category.description ? <p className="mt-2 max-w-prose text-sm text-muted">{category.description}</p> : null}
      <div className="mt-6">
        <VideoGrid
          srHeading="Videos"
          source={{ kind: 'category', slug }}
          page={page}
          onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
          onPageOutOfRange={clampTo}
          between={inlineAds}
        />
      </div>
    </section>
  );
}
