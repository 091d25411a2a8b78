// The performers of a public video on its watch page (issue 41 §4): links to their pages
// under the stage name only. Nothing is drawn while loading, offline or when none.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pb } from '../../data/pb';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';

interface PerformerRef {
  slug: string;
  stage_name: string;
}

export function WatchPerformers({ videoSlug }: { videoSlug: string }) {
  const t = useT('public');
  const q = useQuery({
    queryKey: ['video-performers', videoSlug],
    queryFn: () => pb.send<{ items: PerformerRef[] }>(`/api/reelhouse/videos/${encodeURIComponent(videoSlug)}/performers`, { method: 'GET', requestKey: null }),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  const items = q.data?.items ?? [];
  if (!items.length) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('performer.in_video')} data-testid="watch-performers">
      {items.map((p) => (
        <li key={p.slug}>
          <Link to={paths.performer(p.slug)} className="inline-flex min-h-9 items-center rounded-full border border-border px-3 text-xs font-semibold text-fg hover:bg-surface-2">
            {p.stage_name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
