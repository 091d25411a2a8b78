// A performer's page (issue 41 §4): their published videos under the first stage name,
// never the legal name or records (the server answers only the slug and that name, and
// only for a verified record in at least one public video). Paged in SQL (?page=).
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { pb } from '../../data/pb';
import { useT } from '../../i18n';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { usePageParam } from '../../ui/use-page-param';
import { useDocumentTitle } from '../../ui/use-document-title';
import { VideoGrid } from '../../ui/video-grid';

interface PerformerRef {
  slug: string;
  stage_name: string;
}

export function usePerformer(slug: string) {
  return useQuery({
    queryKey: ['performer', slug],
    queryFn: () =>
      pb.send<{ performer: PerformerRef }>(`/api/reelhouse/performers/${encodeURIComponent(slug)}`, { method: 'GET', query: { perPage: 1 }, requestKey: null }),
    enabled: !!slug,
    retry: false,
    select: (r) => r.performer,
  });
}

export function PerformerPage() {
  const { slug = '' } = useParams();
  const [, setParams] = useSearchParams();
  const { page } = usePageParam();
  const t = useT('public');
  const performer = usePerformer(slug);
  useDocumentTitle(performer.data ? t('performer.document_title', { name: performer.data.stage_name }) : null);

  if (performer.isPending) return <Spinner />;
  if (!performer.data) return <StatusPanel title={t('performer.not_found')} />;
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 id="page-title" className="break-words text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {performer.data.stage_name}
      </h1>
      <div className="mt-6">
        <VideoGrid
          srHeading={t('performer.videos')}
          source={{ kind: 'performer', slug }}
          page={page}
          onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        />
      </div>
    </section>
  );
}
