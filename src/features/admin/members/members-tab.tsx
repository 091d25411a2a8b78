// Members tab (issue 36 §8): find a member by the start of their username or e-mail, see the
// reports they filed, the cases about their videos and comments and the moderators' notices
// to them, and warn, suspend or unsuspend them.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '../../../ui/form-field';
import { btnSecondary, link } from '../../../ui/styles';
import { paths } from '../../../lib/paths';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { useLocale, useT } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { MEMBERS_PER_PAGE, useMember, useMembers, type Member } from './api';
import { MemberActions } from './member-actions';
import { TwoFactorReset } from './two-factor-reset';
import { actionLabel, actorLabel, entryReason, reasonLabel, statusLabel } from '../audit/labels';

export default function MembersTab() {
  const t = useT('admin');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useMembers(q, page);
  return (
    <section className="flex flex-col gap-4">
      <TabHeader title={t('tabs.members')} />
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(draft);
          setPage(1);
          setOpen(null);
        }}
      >
        <div className="flex-1">
          <Field label={t('members.search')} hint={t('members.search_hint')} value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={200} autoComplete="off" />
        </div>
        <button type="submit" className={`${btnSecondary} sm:mb-5`}>
          {t('members.search_button')}
        </button>
      </form>
      {list.isPending ? <ListSkeleton label={t('members.loading')} rows={4} /> : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {t('common.load_failed')}
        </p>
      ) : null}
      {list.data && list.data.items.length === 0 ? <p className="text-muted">{t('members.none')}</p> : null}
      <ul className="flex flex-col gap-2" aria-label={t('tabs.members')}>
        {list.data?.items.map((m) => (
          <MemberRow key={m.id} m={m} open={open === m.id} onToggle={() => setOpen((o) => (o === m.id ? null : m.id))} />
        ))}
      </ul>
      <div className="flex gap-2">
        <button type="button" className={btnSecondary} disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          {t('common.previous')}
        </button>
        <button type="button" className={btnSecondary} disabled={(list.data?.items.length ?? 0) < MEMBERS_PER_PAGE} onClick={() => setPage((p) => p + 1)}>
          {t('common.next')}
        </button>
      </div>
    </section>
  );
}

function MemberRow({ m, open, onToggle }: { m: Member; open: boolean; onToggle: () => void }) {
  const t = useT('admin');
  const locale = useLocale();
  return (
    <li className="rounded-xl border border-border bg-surface p-3" data-testid={`member-${m.username}`}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-semibold break-all text-fg" title={m.id}>
          {m.username}
        </span>
        <span className="text-sm break-all text-muted">{m.email}</span>
        <span className="text-sm text-muted">{t(m.verified ? 'members.verified' : 'members.unverified')}</span>
        <span className="text-sm text-muted">{t('members.joined', { date: formatDate(m.created, locale, { dateStyle: 'medium' }) })}</span>
        {m.suspended ? <span className="rounded-full bg-danger px-2 text-xs font-semibold text-on-accent">{t('members.suspended')}</span> : null}
        <button type="button" className={`${btnSecondary} ms-auto`} aria-expanded={open} onClick={onToggle}>
          {open ? t('members.hide', { name: m.username }) : t('members.show', { name: m.username })}
        </button>
      </div>
      {open ? <MemberDetails id={m.id} /> : null}
    </li>
  );
}

function MemberDetails({ id }: { id: string }) {
  const t = useT('admin');
  const locale = useLocale();
  const d = useMember(id);
  if (d.isPending) return <ListSkeleton label={t('members.loading_one')} rows={2} />;
  if (d.isError) return <p role="alert">{t('common.load_failed')}</p>;
  const m = d.data;
  const when = (s: string) => formatDate(s, locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className="mt-3 flex flex-col gap-4">
      <MemberActions m={m} />
      <TwoFactorReset m={m} />
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <h3 className="mb-1 text-sm font-semibold text-fg">{t('members.reports')}</h3>
          {m.reports.length === 0 ? <p className="text-sm text-muted">{t('members.reports_none')}</p> : null}
          <ul className="flex flex-col gap-1 text-sm text-fg">
            {m.reports.map((r) => (
              <li key={r.id} title={r.item}>
                {when(r.created)} · {reasonLabel(t, r.reason)} · {r.title || t(r.item_type === 'comment' ? 'reports.comment_gone' : 'reports.video_gone')} ·{' '}
                {statusLabel(t, r.status)}
                {r.details ? <span className="block text-muted">{r.details}</span> : null}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-1 text-sm font-semibold text-fg">{t('members.cases')}</h3>
          {m.cases.length === 0 ? <p className="text-sm text-muted">{t('members.cases_none')}</p> : null}
          <ul className="flex flex-col gap-1 text-sm text-fg">
            {m.cases.map((c) => (
              <li key={c.id} title={c.item}>
                {when(c.created)} · {t(c.item_type === 'comment' ? 'reports.item.comment' : 'reports.item.video')}:{' '}
                {c.slug ? (
                  <Link className={link} to={paths.video(c.slug)}>
                    {c.title}
                  </Link>
                ) : (
                  (c.comment_text ?? c.title ?? t(c.item_type === 'comment' ? 'reports.comment_gone' : 'reports.video_gone'))
                )}
                {c.top_reason ? ` · ${reasonLabel(t, c.top_reason)}` : ''} · {statusLabel(t, c.status)} · {c.reference}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-1 text-sm font-semibold text-fg">{t('members.notices')}</h3>
          {m.notices.length === 0 ? <p className="text-sm text-muted">{t('members.notices_none')}</p> : null}
          <ul className="flex flex-col gap-1 text-sm text-fg">
            {m.notices.map((n) => (
              <li key={n.id}>
                {when(n.created)} · <span title={n.actor || undefined}>{actorLabel(t, n.actor_name, n.actor)}</span> · <span title={n.action}>{actionLabel(t, n.action)}</span>
                {n.reason ? ` · ${entryReason(t, n)}` : ''}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
