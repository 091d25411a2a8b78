// The monthly report (docs/api-moderation.md): complaints by reason, decisions, time to
// decision, appeals, overdue cases and refused banned-term searches of one month, as CSV
// or JSON (the same numbers as `reelhouse report monthly`).
import { useId, useState } from 'react';
import { btnSecondary, input } from '../../../ui/styles';
import { downloadMonthlyReport } from './api';
import { useT } from '../../../i18n';
import { toUserError } from '../../../data/errors';

const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

export function MonthlyReport() {
  const t = useT('admin');
  const id = useId();
  const [month, setMonth] = useState(lastMonth);
  const [error, setError] = useState<unknown>(null);
  const get = (format: 'csv' | 'json') => {
    setError(null);
    downloadMonthlyReport(month, format).catch(setError);
  };
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-wrap items-end gap-2 rounded-xl border border-border bg-surface p-4">
      <h3 id={`${id}-h`} className="w-full text-sm font-semibold text-fg">
        {t('reports.monthly.title')}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-m`} className="text-sm font-medium text-fg">
          {t('reports.monthly.month')}
        </label>
        <input id={`${id}-m`} type="month" className={input} value={month} onChange={(e) => setMonth(e.target.value)} required />
      </div>
      <button type="button" className={btnSecondary} disabled={!month} onClick={() => get('csv')}>
        {t('reports.monthly.csv')}
      </button>
      <button type="button" className={btnSecondary} disabled={!month} onClick={() => get('json')}>
        {t('reports.monthly.json')}
      </button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-400">
          {toUserError(error, t('reports.action_failed'))}
        </p>
      ) : null}
    </section>
  );
}
