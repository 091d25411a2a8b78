// The dashboard's line about the moderation queue: open cases, the oldest one's age and the
// overdue ones (past their due time), a link to the queue, which lists the most urgent first.
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { ageOf, useModerationSummary } from './api';
import { useLocale, useT } from '../../../i18n';

export function ModerationSummary() {
  const t = useT('admin');
  const locale = useLocale();
  const s = useModerationSummary();
  if (!s.data) return null;
  return (
    <Link to={paths.admin.dashboard('reports')} data-testid="moderation-summary" className="block rounded-xl border border-border bg-surface p-4 hover:border-accent">
      <span className="text-sm text-muted">{t('reports.open_cases')}</span>{' '}
      <span className="text-2xl font-bold text-fg">{s.data.open}</span>
      {s.data.open > 0 ? <span className="ms-3 text-sm text-muted">{t('reports.oldest', { age: ageOf(s.data.oldest_age_seconds, locale) })}</span> : null}
      {s.data.overdue > 0 ? (
        <span className="ms-3 rounded-full bg-red-600 px-2 text-sm font-semibold text-white" data-testid="moderation-overdue">
          {t('reports.overdue_count', { count: s.data.overdue })}
        </span>
      ) : null}
    </Link>
  );
}
