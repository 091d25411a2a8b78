// The statistics panel (management spec: Statistics panel): monthly views and recent
// videos. `site` is every video (admin dashboard); `own` is the caller's videos
// (creator dashboard). The server decides what the caller may see either way; failures
// are logged and leave the chart or list empty (spec §8). Offline, each part shows what it
// last loaded, marked with when, or says it needs a connection: never an empty chart or
// "No videos found" that is not the server's answer (issue 29 §2).
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../ui/lazy-retry';
import { NeedsConnectionBox } from '../../ui/needs-connection';
import { SavedAsOf } from '../../ui/saved-as-of';
import { btnSecondary } from '../../ui/styles';
import { useMonthlyViews, useRecentVideos } from './api';
import { RecentVideosList } from './recent-videos';
import { monthLabel } from './chart-options';
import { useLocale, useT } from '../../i18n';
import { formatNumber } from '../../i18n/format';

const MonthlyViewsChart = lazyWithRetry(() => import('./monthly-views-chart'));

export interface StatisticsPanelProps {
  scope: 'site' | 'own';
}

export function StatisticsPanel({ scope }: StatisticsPanelProps) {
  const t = useT('creator');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const monthly = useMonthlyViews(scope);
  const recentQuery = useRecentVideos(scope, page);
  const months = monthly.data ?? [];
  const monthsLoading = monthly.status === 'loading';
  const recent = recentQuery.data ?? null;
  const recentLoading = recentQuery.status === 'loading';
  const loadMonths = monthly.refetch;
  const loadRecent = recentQuery.refetch;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="monthly-views-title" className="rounded-xl border border-border bg-surface p-4">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id="monthly-views-title" className="text-lg font-semibold text-fg">
            {t('stats.monthly_views')}
          </h2>
          <button type="button" className={btnSecondary} onClick={loadMonths} aria-label={t('stats.refresh_monthly')}>
            {t('stats.refresh')}
          </button>
        </div>
        <div className="h-[400px]" data-testid="monthly-views">
          {monthsLoading ? (
            <p role="status" className="flex h-full items-center justify-center text-muted">
              {t('stats.loading')}
            </p>
          ) : monthly.offline && !monthly.data ? (
            <NeedsConnectionBox what="Monthly views" onRetry={loadMonths} />
          ) : (
            <Suspense fallback={<p className="flex h-full items-center justify-center text-muted">{t('stats.loading')}</p>}>
              <MonthlyViewsChart rows={months} />
              <table className="sr-only">
                <caption>{t('stats.caption')}</caption>
                <tbody>
                  {months.map((m) => (
                    <tr key={m.month}>
                      <th scope="row">{monthLabel(m, locale)}</th>
                      <td>{formatNumber(m.views, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Suspense>
          )}
        </div>
        {monthly.stale && monthly.offline ? <SavedAsOf at={monthly.updatedAt} className="mt-2" /> : null}
      </section>
      <section aria-labelledby="recent-videos-title" className="rounded-xl border border-border bg-surface p-4">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id="recent-videos-title" className="text-lg font-semibold text-fg">
            {scope === 'own' ? t('stats.recent_own') : t('stats.recent')}
          </h2>
          <button type="button" className={btnSecondary} onClick={loadRecent} aria-label={t('stats.refresh_recent')}>
            {t('stats.refresh')}
          </button>
        </div>
        {recentQuery.offline && !recent ? (
          <NeedsConnectionBox what="This list" onRetry={loadRecent} />
        ) : (
          <>
            {recentQuery.stale && recentQuery.offline ? <SavedAsOf at={recentQuery.updatedAt} className="mb-2" /> : null}
            <RecentVideosList data={recent} loading={recentLoading} page={page} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
