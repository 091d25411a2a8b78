// A reported video's consent records for the admin deciding the case (issue 23 §4): each
// person's stage name and their release, opened through a short-lived file token.
import { useLocale, useT } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { link } from '../../../ui/styles';
import { useConsents } from './api';

export function CaseConsents({ video }: { video: string }) {
  const t = useT('admin');
  const locale = useLocale();
  const q = useConsents(video);
  return (
    <div data-testid="case-consents">
      <h3 className="mb-1 text-sm font-semibold text-fg">{t('reports.consents')}</h3>
      {q.isPending ? null : q.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {t('common.load_failed')}
        </p>
      ) : q.data.length === 0 ? (
        <p className="text-sm text-muted">{t('reports.consents_none')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm text-fg">
          {q.data.map((c) => (
            <li key={c.id}>
              {c.stage_name} · {formatDate(c.created, locale, { dateStyle: 'short' })} ·{' '}
              <a href={c.url} target="_blank" rel="noreferrer" className={link}>
                {t('reports.consent_release', { name: c.stage_name })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
