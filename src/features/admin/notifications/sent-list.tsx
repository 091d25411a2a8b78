// What was sent: one row per send (subject, target, recipient count, when, by whom).
import { useState } from 'react';
import { FormMessage } from '../../../ui/form-field';
import { Pagination } from '../../../ui/pagination';
import { tr, useLocale, useT } from '../../../i18n';
import { TARGET_LABEL, useSentPage } from './api';
import { formatDate } from '../../../i18n/format';

export function SentList({ reloadKey }: { reloadKey: number }) {
  const t = useT('admin');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const sent = useSentPage(page, reloadKey);
  const data = sent.data ? { items: sent.data.items, totalPages: sent.data.totalPages } : null;
  const error = sent.isError ? tr('admin', 'notifications.sent_failed') : null;

  return (
    <section aria-labelledby="sent-title" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="sent-title" className="text-lg font-semibold text-fg">
        {t('notifications.sent_title')}
      </h2>
      <FormMessage kind="error">{error}</FormMessage>
      {!data ? (
        <p className="mt-3 text-sm text-muted">{t('common.loading')}</p>
      ) : data.items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('notifications.sent_none')}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-border" data-testid="sent-list">
          {data.items.map((s) => (
            <li key={s.id} className="flex flex-col gap-1 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-fg">{s.subject}</span>
                <time className="text-xs text-muted" dateTime={s.created}>
                  {formatDate(s.created, locale, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </div>
              <p className="line-clamp-2 text-sm text-muted">{s.content}</p>
              <p className="text-xs text-muted">
                {TARGET_LABEL[s.target] ? t(TARGET_LABEL[s.target]) : s.target} · {t('notifications.recipient_count', { count: s.recipients })}
                {s.sender_email ? ` · ${t('notifications.by', { email: s.sender_email })}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      {data ? <Pagination page={page} totalPages={data.totalPages} onChange={setPage} /> : null}
    </section>
  );
}
