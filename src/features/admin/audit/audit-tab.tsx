// Audit log tab: who did what, when and why; filter by actor id, action and date.
import { useState } from 'react';
import { Field } from '../../../ui/form-field';
import { btnSecondary } from '../../../ui/styles';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { useAudit, type AuditFilter } from './api';

const EMPTY: AuditFilter = { actor: '', action: '', from: '', to: '' };

export default function AuditTab() {
  const [draft, setDraft] = useState(EMPTY);
  const [filter, setFilter] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const log = useAudit(filter, page);
  const set = (k: keyof AuditFilter) => (e: React.ChangeEvent<HTMLInputElement>) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  return (
    <section className="flex flex-col gap-4">
      <TabHeader title="Audit log" />
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter(draft);
          setPage(1);
        }}
      >
        <Field label="Actor (member id)" value={draft.actor} onChange={set('actor')} />
        <Field label="Action" placeholder="case.remove" value={draft.action} onChange={set('action')} />
        <Field label="From" type="date" value={draft.from} onChange={set('from')} />
        <Field label="To (before)" type="date" value={draft.to} onChange={set('to')} />
        <button type="submit" className={btnSecondary}>
          Filter
        </button>
      </form>
      {log.isPending ? <ListSkeleton label="Loading the audit log" rows={5} rowClass="h-10 rounded" /> : null}
      {log.isError ? (
        <p role="alert" className="text-sm text-red-400">
          Failed to load data
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm text-fg">
          <thead className="text-muted">
            <tr>
              <th className="p-2">When</th>
              <th className="p-2">Who</th>
              <th className="p-2">Action</th>
              <th className="p-2">Target</th>
              <th className="p-2">Reason</th>
            </tr>
          </thead>
          <tbody>
            {log.data?.items.map((a) => (
              <tr key={a.id} className="border-t border-border">
                <td className="p-2 whitespace-nowrap">{a.created.slice(0, 19)}</td>
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
          Previous
        </button>
        <button type="button" className={btnSecondary} disabled={(log.data?.items.length ?? 0) < 30} onClick={() => setPage((p) => p + 1)}>
          Next
        </button>
      </div>
    </section>
  );
}
