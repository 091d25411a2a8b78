// The statistics panel (management spec: Statistics panel): monthly views and recent
// videos. `site` is every video (admin dashboard); `own` is the caller's videos
// (creator dashboard). The server decides what the caller may see either way; failures
// are logged and leave the chart or list empty (spec §8).
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSession } from '../../data/session';
import { btnSecondary } from '../../ui/styles';
import { monthlyViews, recentVideos, type MonthViews, type RecentPage } from './api';
import { RecentVideosList } from './recent-videos';
import { monthLabel } from './chart-options';
import { useLocale, useT } from '../../i18n';
import { formatNumber } from '../../i18n/format';

const MonthlyViewsChart = lazy(() => import('./monthly-views-chart'));

export interface StatisticsPanelProps {
  scope: 'site' | 'own';
}

export function StatisticsPanel({ scope }: StatisticsPanelProps) {
  const t = useT('creator');
  const locale = useLocale();
  const me = useSession((s) => s.user?.id ?? '');
  const [months, setMonths] = useState<MonthViews[]>([]);
  const [monthsLoading, setMonthsLoading] = useState(true);
  const [recent, setRecent] = useState<RecentPage | null>(null);
  const [recentLoading, setRecentLoading] = useState(true);
  const [page, setPage] = useState(1);

  const loadMonths = useCallback(() => {
    setMonthsLoading(true);
    monthlyViews(scope)
      .then(setMonths)
      .catch((err) => {
        console.error('Failed to load monthly views', err);
        setMonths([]);
      })
      .finally(() => setMonthsLoading(false));
  }, [scope]);

  const loadRecent = useCallback(() => {
    setRecentLoading(true);
    recentVideos(scope, page, me)
      .then(setRecent)
      .catch((err) => {
        console.error('Failed to load recent videos', err);
        setRecent(null);
      })
      .finally(() => setRecentLoading(false));
  }, [scope, page, me]);

  useEffect(loadMonths, [loadMonths]);
  useEffect(loadRecent, [loadRecent]);

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
        <RecentVideosList data={recent} loading={recentLoading} page={page} onPage={setPage} />
      </section>
    </div>
  );
}
