// Audit log tab: who did what, when and why, with names and titles (ids on hover); filter by
// the actor's name, an action from the server's list, and dates.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '../../../ui/form-field';
import { btnSecondary, input, link } from '../../../ui/styles';
import { paths } from '../../../lib/paths';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { useAudit, useAuditActions, type AuditEntry, type AuditFilter } from './api';
import { actionLabel, actorLabel, entryReason, typeLabel } from './labels';
import { useLocale, useT } from '../../../i18n';
import { formatDate } from '../../../i18n/format';

const EMPTY: AuditFilter = { actor_name: '', action: '', from: '', to: '' };

export default function AuditTab() {
  const t = useT('admin');
  const locale = useLocale();
  const actionId = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [filter, setFilter] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const log = useAudit(filter, page);
  const actions = useAuditActions();
  const set = (k: keyof AuditFilter) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft((d) => ({ ...d, [k]: e.target.value }));
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
        <Field label={t('audit.actor')} value={draft.actor_name} onChange={set('actor_name')} autoComplete="off" />
        <div className="flex flex-col gap-1">
          <label htmlFor={actionId} className="text-sm font-medium text-fg">
            {t('audit.action')}
          </label>
          <select id={actionId} className={input} value={draft.action} onChange={set('action')}>
            <option value="">{t('audit.any_action')}</option>
            {(actions.data?.items ?? []).map((a) => (
              <option key={a} value={a}>
                {actionLabel(t, a)}
              </option>
            ))}
          </select>
        </div>
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
      {log.data && log.data.items.length === 0 ? <p className="text-muted">{t('audit.none')}</p> : null}
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
                <td className="p-2" title={a.actor || undefined}>
                  {actorLabel(t, a.actor_name, a.actor)}
                </td>
                <td className="p-2" title={a.action}>
                  {actionLabel(t, a.action)}
                </td>
                <td className="p-2">
                  <Target a={a} />
                </td>
                <td className="p-2 break-words">{entryReason(t, a)}</td>
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

/** "Video: Harbour lights" (a link to it), its id on hover; the type and id when it is gone. */
function Target({ a }: { a: AuditEntry }) {
  const t = useT('admin');
  if (!a.target) return null;
  const type = a.target_type ? typeLabel(t, a.target_type) : '';
  const name = a.target_name || a.target;
  return (
    <span title={a.target} className="break-words">
      {type ? <span className="text-muted">{type}: </span> : null}
      {a.target_slug ? (
        <Link className={link} to={paths.video(a.target_slug)}>
          {name}
        </Link>
      ) : (
        name
      )}
    </span>
  );
}
