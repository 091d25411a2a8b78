// Dashboard tab: today's figures an operator looks at first, each linking to its tab,
// then the site-wide statistics panel (the same component as the creator dashboard's).
// Offline it shows the figures it last loaded, marked with when, or says it needs a
// connection: never "Failed to load data" for a missing connection (issue 29 §2).
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { StatisticsPanel } from '../../stats/statistics-panel';
import { NeedsConnectionBox } from '../../../ui/needs-connection';
import { SavedAsOf } from '../../../ui/saved-as-of';
import { btnSecondary } from '../../../ui/styles';
import { FIGURE_LABELS, useFigures } from './api';
import { ModerationSummary } from '../reports/moderation-summary';
import { SetupNotices } from './setup-notices';
import { useLocale, useT, tr } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';

export default function DashboardTab() {
  const t = useT('admin');
  const locale = useLocale();
  const figures = useFigures();
  const data = figures.data ?? null;
  const failed = figures.status === 'error' && !figures.offline;
  const load = figures.refetch;

  return (
    <section className="flex flex-col gap-8">
      <SetupNotices />
      <div>
        <div className="mb-3 flex items-center gap-3">
          <h1 className="text-2xl font-bold text-fg">{t('tabs.dashboard')}</h1>
          <button type="button" className={`${btnSecondary} ms-auto`} onClick={() => void load()}>
            {t('dashboard.refresh')}
          </button>
        </div>
        <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">{tr('admin', 'dashboard.today')}</h2>
        {figures.offline && !data ? (
          <div className="h-32">
            <NeedsConnectionBox what="Today's figures" onRetry={load} />
          </div>
        ) : failed ? (
          <p role="alert" className="text-sm text-red-400">
            {t('common.load_failed')}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label={t('dashboard.figures_label')} aria-busy={data === null}>
            {(data?.figures ?? Object.keys(FIGURE_LABELS).map((key) => ({ key, tab: 'dashboard' as const, value: undefined }))).map((f) => (
              <li key={f.key}>
                <Link
                  to={paths.admin.dashboard(f.tab)}
                  data-testid={`figure-${f.key}`}
                  className="flex h-full min-h-24 flex-col justify-between rounded-xl border border-border bg-surface p-4 hover:border-accent"
                >
                  <span className="text-sm text-muted">{t(FIGURE_LABELS[f.key] ?? f.key)}</span>
                  <span className="text-2xl font-bold text-fg">
                    {f.value === undefined ? '…' : f.value === null ? <span title={t('dashboard.na_title')}>{t('dashboard.na')}</span> : formatNumber(f.value, locale)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {figures.stale && figures.offline ? <SavedAsOf at={figures.updatedAt} className="mt-2" /> : null}
        <div className="mt-3">
          <ModerationSummary />
        </div>
        {data?.missing.length ? <p className="mt-2 text-xs text-muted">{t('dashboard.missing', { list: data.missing.join(', ') })}</p> : null}
      </div>
      <StatisticsPanel scope="site" />
    </section>
  );
}
