// Reports tab: the moderation queue (open and hidden cases, most urgent due time first,
// severe first on ties), the decided cases and the appeals to decide, each with its item,
// creator, time left, reports, history and the actions; the uploads held because they match
// a removed video (../fingerprints); the monthly report's download.
import { CaseConsents } from './case-consents';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { btnSecondary, link } from '../../../ui/styles';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { CaseActions } from './case-actions';
import { ageOf, useCaseDetail, useCases, type Case, type Queue } from './api';
import { AppealActions } from './appeal-actions';
import { MonthlyReport } from './monthly-report';
import { HeldUploads } from '../fingerprints/held-uploads';
import { SOURCE_LABEL, actionLabel, actorLabel, entryReason, reasonLabel, statusLabel } from '../audit/labels';
import { useLocale, useT } from '../../../i18n';
import { formatDate } from '../../../i18n/format';

export default function ReportsTab() {
  const t = useT('admin');
  const [queue, setQueue] = useState<Queue | 'held'>('open');
  return (
    <section className="flex flex-col gap-4">
      <TabHeader title={t('tabs.reports')}>
        <div role="group" aria-label={t('reports.cases')} className="flex flex-wrap gap-2">
          {QUEUES.map(([q, label]) => (
            <button key={q} type="button" className={btnSecondary} aria-pressed={queue === q} onClick={() => setQueue(q)}>
              {t(label)}
            </button>
          ))}
        </div>
      </TabHeader>
      {queue === 'held' ? <HeldUploads /> : <CaseQueue key={queue} queue={queue} />}
      <MonthlyReport />
    </section>
  );
}

/** One queue of cases, 30 a page (a new queue starts at page 1). */
function CaseQueue({ queue }: { queue: Queue }) {
  const t = useT('admin');
  const [page, setPage] = useState(1);
  const cases = useCases(queue, page);
  return (
    <>
      {cases.isPending ? <ListSkeleton label={t('reports.loading')} rows={4} /> : null}
      {cases.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {t('common.load_failed')}
        </p>
      ) : null}
      {cases.data && cases.data.items.length === 0 ? <p className="text-muted">{t('reports.none')}</p> : null}
      <ul className="flex flex-col gap-3" aria-label={t('reports.cases')}>
        {cases.data?.items.map((c) => (
          <CaseRow key={c.id} c={c} />
        ))}
      </ul>
      <div className="flex gap-2">
        <button type="button" className={btnSecondary} disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          {t('common.previous')}
        </button>
        <button type="button" className={btnSecondary} disabled={(cases.data?.items.length ?? 0) < 30} onClick={() => setPage((p) => p + 1)}>
          {t('common.next')}
        </button>
      </div>
    </>
  );
}

// Held uploads (issue 38 §3) sit with the queues: the operator decides them like cases.
const QUEUES: [Queue | 'held', string][] = [
  ['open', 'reports.open'],
  ['appeals', 'reports.appeals'],
  ['decided', 'reports.decided'],
  ['held', 'fingerprints.title'],
];

const APPEAL_STATUS: Record<string, string> = {
  pending: 'reports.appeal.status.pending',
  upheld: 'reports.appeal.status.upheld',
  reversed: 'reports.appeal.status.reversed',
};

/** A waiting case's deadline: time left, or overdue (marked, not by colour alone). */
function DueChip({ c }: { c: Case }) {
  const t = useT('admin');
  const locale = useLocale();
  if (c.time_left_seconds === undefined) return null;
  const title = c.due_at ? formatDate(c.due_at, locale, { dateStyle: 'medium', timeStyle: 'short' }) : undefined;
  return c.overdue ? (
    <span className="rounded-full bg-red-600 px-2 text-xs font-semibold text-white" title={title} data-testid="case-overdue">
      {t('reports.overdue_by', { age: ageOf(-c.time_left_seconds, locale) })}
    </span>
  ) : (
    <span className="text-sm text-muted" title={title}>
      {t('reports.due_in', { age: ageOf(c.time_left_seconds, locale) })}
    </span>
  );
}

function CaseRow({ c }: { c: Case }) {
  const t = useT('admin');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-xl border border-border bg-surface p-4" data-testid={`case-${c.item}`}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <CaseItem c={c} />
        <span className="text-sm text-muted">{t(c.item_type === 'comment' ? 'reports.item.comment' : 'reports.item.video')}</span>
        <span className="rounded-full bg-surface-2 px-2 text-xs font-semibold text-fg">
          {c.top_reason ? reasonLabel(t, c.top_reason) : SOURCE_LABEL[c.source] ? t(SOURCE_LABEL[c.source] ?? '') : c.source}
        </span>
        <span className="text-sm text-muted">{t('reports.count', { count: c.report_count })}</span>
        {(c.status === 'open' || c.status === 'hidden') && c.age_seconds !== undefined ? (
          <span className="text-sm text-muted" title={c.created}>
            {t('reports.waiting', { age: ageOf(c.age_seconds, locale) })}
          </span>
        ) : null}
        <DueChip c={c} />
        <span className="text-sm text-muted" title={c.status}>
          {t('reports.status', { status: statusLabel(t, c.status) })}
        </span>
        <span className="text-sm text-muted" title={c.creator || undefined}>
          {t(c.item_type === 'comment' ? 'reports.author' : 'reports.creator', { name: c.creator_name ?? '—' })}
        </span>
        <span className="text-xs text-muted">{c.reference}</span>
        <button type="button" className={`${btnSecondary} ms-auto`} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? t('reports.hide_details') : t('reports.details')}
        </button>
      </div>
      {c.appeal_status ? (
        <p className="mt-2 text-sm text-fg" data-testid="case-appeal">
          {t(c.appeal_by === 'depicted' ? 'reports.appeal.by_depicted' : 'reports.appeal.by_uploader', { status: t(APPEAL_STATUS[c.appeal_status] ?? c.appeal_status) })}
          {c.appeal_statement ? <span className="block whitespace-pre-wrap text-muted">{c.appeal_statement}</span> : null}
        </p>
      ) : c.counter_statement ? (
        <p className="mt-2 text-sm text-fg">{t('reports.counter', { text: c.counter_statement })}</p>
      ) : null}
      {open ? <CaseDetails id={c.id} video={c.item_type === 'video' ? c.item : null} /> : null}
      <div className="mt-3">{c.appeal_status === 'pending' ? <AppealActions c={c} /> : <CaseActions c={c} />}</div>
    </li>
  );
}

/** The item: a video's title (a link to it), or a comment's text with the video it is on. */
function CaseItem({ c }: { c: Case }) {
  const t = useT('admin');
  if (c.item_type === 'comment') {
    return (
      <span className="flex min-w-0 flex-col" title={c.item}>
        {c.comment_text ? (
          <q className="font-semibold break-words whitespace-pre-wrap text-fg">{c.comment_text}</q>
        ) : (
          <span className="font-semibold text-muted">{t('reports.comment_gone')}</span>
        )}
        {c.comment_video_slug ? (
          <span className="text-sm text-muted">
            {t('reports.comment_on')}{' '}
            <Link className={link} to={paths.video(c.comment_video_slug)}>
              {c.comment_video_title}
            </Link>
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <span className="font-semibold text-fg" title={c.item}>
      {c.slug ? (
        <Link className={link} to={paths.video(c.slug)}>
          {c.title}
        </Link>
      ) : (
        (c.title ?? t('reports.video_gone'))
      )}
    </span>
  );
}

function CaseDetails({ id, video }: { id: string; video: string | null }) {
  const t = useT('admin');
  const locale = useLocale();
  const d = useCaseDetail(id);
  if (d.isPending) return <ListSkeleton label={t('reports.loading_case')} rows={2} />;
  if (d.isError) return <p role="alert">{t('common.load_failed')}</p>;
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-2">
      <div>
        <h3 className="mb-1 text-sm font-semibold text-fg">{t('tabs.reports')}</h3>
        <ul className="flex flex-col gap-1 text-sm text-fg">
          {d.data.reports.map((r) => (
            <li key={r.id}>
              {reasonLabel(t, r.reason)} · {actorLabel(t, r.reporter_name, r.reporter)} · {formatDate(r.created, locale, { dateStyle: 'short', timeStyle: 'short' })}
              {r.details ? <span className="block text-muted">{r.details}</span> : null}
            </li>
          ))}
          {d.data.notice ? <li className="whitespace-pre-wrap text-muted">{t('reports.dmca_notice', { notice: JSON.stringify(d.data.notice, null, 1) })}</li> : null}
        </ul>
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold text-fg">{t('reports.history')}</h3>
        <ul className="flex flex-col gap-1 text-sm text-fg">
          {d.data.history.map((h) => (
            <li key={h.id}>
              {formatDate(h.created, locale, { dateStyle: 'short', timeStyle: 'short' })} · <span title={h.actor || undefined}>{actorLabel(t, h.actor_name, h.actor)}</span> ·{' '}
              <span title={h.action}>{actionLabel(t, h.action)}</span>
              {h.reason ? ` · ${entryReason(t, h)}` : ''}
            </li>
          ))}
        </ul>
      </div>
      {video ? <CaseConsents video={video} /> : null}
    </div>
  );
}

