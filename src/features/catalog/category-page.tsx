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
import { useT } from '../../i18n';
import { useCategoryText } from './builtin-names';
import { BROWSE_SLOT, BrowseControls, browseParamsIn, useBrowseOptions } from '../../ui/browse-controls';

export function CategoryPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const browse = useBrowseOptions(false);
  const { page, clampTo } = usePageParam();
  const inlineAds = useInlineAds();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.slug === slug);
  const t = useT('public');
  const tc = useT('common');
  const text = useCategoryText();
  const name = category ? text.name(category) : '';
  useDocumentTitle(category ? category.meta_title || t('category.document_title', { name }) : null);

  if (categories.status === 'loading') return <Spinner />;
  if (categories.status === 'error' && categories.offline) return <NeedsConnection onRetry={categories.refetch} />;
  if (categories.status === 'error') {
    return (
      <StatusPanel title={t('category.failed')}>
        <button type="button" className={btnPrimary} onClick={categories.refetch}>
          {tc('actions.try_again')}
        </button>
      </StatusPanel>
    );
  }
  if (!slug || !category) {
    return (
      <StatusPanel title={t('category.not_found')}>
        <Link to={paths.categories()} className={btnSecondary}>
          {t('category.return')}
        </Link>
      </StatusPanel>
    );
  }
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Link to={paths.categories()} className={link}>
        {t('category.back')}
      </Link>
      <h1 id="page-title" className="mt-3 text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {name}
      </h1>
      {category.description ? <p className="mt-2 max-w-prose text-sm text-muted">{text.description(category)}</p> : null}
      <div className="mt-6">
        <div className={BROWSE_SLOT}>
          <BrowseControls searching={false} />
        </div>
        <VideoGrid
          srHeading={tc('nav.videos')}
          source={browse.active && slug !== 'trending' && slug !== 'newest' ? { kind: 'browse', options: browse.options, category: slug } : { kind: 'category', slug }}
          page={page}
          onPageChange={(p) => setParams({ ...browseParamsIn(params), ...(p > 1 ? { page: String(p) } : {}) })}
          onPageOutOfRange={clampTo}
          between={inlineAds}
        />
      </div>
    </section>
  );
}
