// Home's "Continue watching" row (issue 22): a signed-in member's unfinished videos,
// newest first; nothing for visitors or when there is none (no empty box on home).
import { useT } from '../../i18n';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useSession } from '../../data/session';
import { link } from '../../ui/styles';
import { useCanSeePremium } from '../../ui/video-grid';
import { VideoCard } from '../../ui/video-card';
import { useLibraryList } from './api';

export function ContinueWatchingRow() {
  const t = useT('public');
  const member = useSession((s) => s.user?.id ?? null);
  const q = useLibraryList('continue', 1, !!member);
  const canSeePremium = useCanSeePremium();
  const items = member ? (q.data?.items ?? []).slice(0, 6) : [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="continue-title" className="mx-auto w-full max-w-6xl px-4 pt-8 sm:px-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="continue-title" className="text-xl font-bold text-fg">
          {t('library.continue_watching')}
        </h2>
        <Link to={paths.library('history')} className={link}>
          {t('library.history')}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((v) => (
          <li key={v.id}>
            <VideoCard video={v} showPremiumOverlay={!canSeePremium} />
            {v.watched_duration ? (
              <div className="mt-1 h-1 w-full overflow-hidden rounded bg-surface-2" aria-hidden="true">
                <div className="h-full bg-accent" style={{ width: `${Math.min(100, ((v.position ?? 0) / v.watched_duration) * 100)}%` }} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
