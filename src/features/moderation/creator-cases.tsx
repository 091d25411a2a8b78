// The creator's takedowns: each case on their own items with its status and the reason
// given, and one counter-statement per hidden or removed case. Reporters are never shown
// (the server does not send them).
import { useId, useState } from 'react';
import { toUserError } from '../../data/errors';
import { btnPrimary, input } from '../../ui/styles';
import { useCounterStatement, useOwnCases, type OwnCase } from './api';

export function CreatorCases() {
  const cases = useOwnCases();
  const items = cases.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section className="mb-8 flex flex-col gap-3" aria-labelledby="takedowns-h">
      <h2 id="takedowns-h" className="text-lg font-semibold text-fg">
        Moderation of your videos
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((c) => (
          <CaseItem key={c.id} c={c} />
        ))}
      </ul>
    </section>
  );
}

const STATUS: Record<OwnCase['status'], string> = {
  open: 'Reported, under review',
  hidden: 'Hidden pending review',
  removed: 'Taken down',
  dismissed: 'Report dismissed',
  restored: 'Restored',
};

function CaseItem({ c }: { c: OwnCase }) {
  const id = useId();
  const [text, setText] = useState('');
  const counter = useCounterStatement();
  const canAnswer = (c.status === 'removed' || c.status === 'hidden') && !c.counter_statement;
  return (
    <li className="rounded-xl border border-border bg-surface p-4" data-testid={`own-case-${c.reference}`}>
      <p className="font-semibold text-fg">{c.title ?? c.item_type}</p>
      <p className="text-sm text-fg">
        {STATUS[c.status]} · case {c.reference}
      </p>
      {c.decision_reason ? <p className="text-sm text-fg">Reason: {c.decision_reason}</p> : null}
      {c.counter_statement ? <p className="text-sm text-muted">Your counter-statement: {c.counter_statement}</p> : null}
      {canAnswer ? (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            counter.mutate({ id: c.id, statement: text.trim() });
          }}
        >
          <label htmlFor={id} className="text-sm font-medium text-fg">
            Counter-statement
          </label>
          <textarea id={id} className={input} rows={3} minLength={10} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} />
          {counter.isError ? (
            <p role="alert" className="text-sm text-red-400">
              {toUserError(counter.error, 'The counter-statement could not be sent.')}
            </p>
          ) : null}
          <button type="submit" className={`${btnPrimary} self-start`} disabled={text.trim().length < 10 || counter.isPending}>
            File counter-statement
          </button>
        </form>
      ) : null}
    </li>
  );
}
