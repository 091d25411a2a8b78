// Audit log tab: who did what, when and why; filter by actor id, action and date.
import { useState } from 'react';
import { Field } from '../../../ui/form-field';
import { btnSecondary } from '../../../ui/styles';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { useAudit, type AuditFilter } from './api';
import { useLocale, useT } from '../../../i18n';
import { formatDate } from '../../../i18n/format';

const EMPTY: AuditFilter = { actor: '', action: '', from: '', to: '' };

export default function AuditTab() {
  const t = useT('admin');
  const locale = useLocale();
  const [draft, setDraft] = useState(EMPTY);
  const [filter, setFilter] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const log = useAudit(filter, page);
  const set = (k: keyof AuditFilter) => (e: React.ChangeEvent<HTMLInputElement>) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  return (
    <section className="flex flex-col gap-4">
      <TabHeader title={t('tabs.audit')} />
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter(draft);
          setPage(1);
        }}
      >
        <Field label={t('audit.actor')} value={draft.actor} onChange={set('actor')} />
        <Field label={t('audit.action')} placeholder="case.remove" value={draft.action} onChange={set('action')} />
        <Field label={t('audit.from')} type="date" value={draft.from} onChange={set('from')} />
        <Field label={t('audit.to')} type="date" value={draft.to} onChange={set('to')} />
        <button type="submit" className={btnSecondary}>
          {t('audit.filter')}
        </button>
      </form>
      {log.isPending ? <ListSkeleton label={t('audit.loading')} rows={5} rowClass="h-10 rounded" /> : null}
      {log.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {t('common.load_failed')}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm text-fg">
          <thead className="text-muted">
            <tr>
              <th className="p-2">{t('audit.when')}</th>
              <th className="p-2">{t('audit.who')}</th>
              <th className="p-2">{t('audit.action')}</th>
              <th className="p-2">{t('audit.target')}</th>
              <th className="p-2">{t('audit.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {log.data?.items.map((a) => (
              <tr key={a.id} className="border-t border-border">
                <td className="p-2 whitespace-nowrap">{formatDate(a.created, locale, { dateStyle: 'short', timeStyle: 'medium' })}</td>
                <td className="p-2">{a.actor_name}</td>
                <td className="p-2">{a.action}</td>
                <td className="p-2">
                  {a.target_type} {a.target}
                </td>
                <td className="p-2">{a.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex gap-2">
        <button type="button" className={btnSecondary} disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          {t('common.previous')}
        </button>
        <button type="button" className={btnSecondary} disabled={(log.data?.items.length ?? 0) < 30} onClick={() => setPage((p) => p + 1)}>
          {t('common.next')}
        </button>
      </div>
    </section>
  );
}
