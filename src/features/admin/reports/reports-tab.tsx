// Reports tab: the moderation queue (open and hidden cases, most severe reason and most
// reporters first), each with its item, creator, reports, history and the actions.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { btnSecondary, link } from '../../../ui/styles';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { CaseActions } from './case-actions';
import { REASON_LABEL, useCaseDetail, useCases, type Case } from './api';

export default function ReportsTab() {
  const [decided, setDecided] = useState(false);
  const [page, setPage] = useState(1);
  const cases = useCases(decided, page);
  return (
    <section className="flex flex-col gap-4">
      <TabHeader title="Reports">
        <div role="group" aria-label="Cases" className="flex gap-2">
          <button type="button" className={btnSecondary} aria-pressed={!decided} onClick={() => (setDecided(false), setPage(1))}>
            Open
          </button>
          <button type="button" className={btnSecondary} aria-pressed={decided} onClick={() => (setDecided(true), setPage(1))}>
            Decided
          </button>
        </div>
      </TabHeader>
      {cases.isPending ? <ListSkeleton label="Loading cases" rows={4} /> : null}
      {cases.isError ? (
        <p role="alert" className="text-sm text-red-400">
          Failed to load data
        </p>
      ) : null}
      {cases.data && cases.data.items.length === 0 ? <p className="text-muted">No cases.</p> : null}
      <ul className="flex flex-col gap-3" aria-label="Cases">
        {cases.data?.items.map((c) => (
          <CaseRow key={c.id} c={c} />
        ))}
      </ul>
      <div className="flex gap-2">
        <button type="button" className={btnSecondary} disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          Previous
        </button>
        <button type="button" className={btnSecondary} disabled={(cases.data?.items.length ?? 0) < 30} onClick={() => setPage((p) => p + 1)}>
          Next
        </button>
      </div>
    </section>
  );
}

function CaseRow({ c }: { c: Case }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-xl border border-border bg-surface p-4" data-testid={`case-${c.item}`}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-semibold text-fg">
          {c.slug ? (
            <Link className={link} to={paths.video(c.slug)}>
              {c.title}
            </Link>
          ) : (
            (c.title ?? c.item)
          )}
        </span>
        <span className="text-sm text-muted">{c.item_type}</span>
        <span className="rounded-full bg-surface-2 px-2 text-xs font-semibold text-fg">{REASON_LABEL[c.top_reason] ?? c.source}</span>
        <span className="text-sm text-muted">
          {c.report_count} report{c.report_count === 1 ? '' : 's'}
        </span>
        <span className="text-sm text-muted">Status: {c.status}</span>
        <span className="text-sm text-muted">Creator: {c.creator_name ?? '—'}</span>
        <span className="text-xs text-muted">{c.reference}</span>
        <button type="button" className={`${btnSecondary} ml-auto`} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide details' : 'Details'}
        </button>
      </div>
      {c.counter_statement ? <p className="mt-2 text-sm text-fg">Counter-statement: {c.counter_statement}</p> : null}
      {open ? <CaseDetails id={c.id} /> : null}
      <div className="mt-3">
        <CaseActions c={c} />
      </div>
    </li>
  );
}

function CaseDetails({ id }: { id: string }) {
  const d = useCaseDetail(id);
  if (d.isPending) return <ListSkeleton label="Loading the case" rows={2} />;
  if (d.isError) return <p role="alert">Failed to load data</p>;
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-2">
      <div>
        <h3 className="mb-1 text-sm font-semibold text-fg">Reports</h3>
        <ul className="flex flex-col gap-1 text-sm text-fg">
          {d.data.reports.map((r) => (
            <li key={r.id}>
              {REASON_LABEL[r.reason]} · {r.reporter_name} · {r.created.slice(0, 16)}
              {r.details ? <span className="block text-muted">{r.details}</span> : null}
            </li>
          ))}
          {d.data.notice ? <li className="whitespace-pre-wrap text-muted">DMCA notice: {JSON.stringify(d.data.notice, null, 1)}</li> : null}
        </ul>
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold text-fg">History</h3>
        <ul className="flex flex-col gap-1 text-sm text-fg">
          {d.data.history.map((h) => (
            <li key={h.id}>
              {h.created.slice(0, 16)} · {h.actor_name} · {h.action}
              {h.reason ? ` · ${h.reason}` : ''}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
