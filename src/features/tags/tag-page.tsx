// A tag's videos (issue 41 item 4): /tag/{slug}, newest first, the page in ?page=. The grid
// reads GET /api/reelhouse/tags/{slug}/videos (the catalog's route: hidden videos never
// listed, premium ones with their lock); a tag without videos shows the grid's 'No videos
// found.', a slug that is not a tag at all (the server's 404) the grid's failure.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { usePageParam } from '../../ui/use-page-param';
import { paths } from '../../lib/paths';
import { StatusPanel } from '../../ui/status-panel';
import { btnSecondary } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { VideoGrid } from '../../ui/video-grid';
import { useT } from '../../i18n';

export function TagPage() {
  const { slug = '' } = useParams();
  const [, setParams] = useSearchParams();
  const { page, clampTo } = usePageParam();
  const t = useT('public');
  const tc = useT('common');
  useDocumentTitle(slug ? t('tag.document_title', { tag: slug }) : null);

  if (!slug) {
    return (
      <StatusPanel title={t('tag.not_found')}>
        <Link to={paths.videos()} className={btnSecondary}>
          {t('tag.browse')}
        </Link>
      </StatusPanel>
    );
  }
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <p className="text-sm text-muted">{t('tag.kicker')}</p>
      <h1 id="page-title" className="mt-1 break-words text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        #{slug}
      </h1>
      <div className="mt-6">
        <VideoGrid
          srHeading={tc('nav.videos')}
          source={{ kind: 'tag', slug }}
          page={page}
          onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
          onPageOutOfRange={clampTo}
        />
      </div>
    </section>
  );
}
