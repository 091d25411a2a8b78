// The creator's takedowns: each case on their own items with its status and the reason
// given, and one counter-statement per hidden or removed case. Reporters are never shown
// (the server does not send them).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toUserError } from '../../data/errors';
import { btnPrimary, input, link } from '../../ui/styles';
import { useCounterStatement, useOwnCases, type OwnCase } from './api';
import { useT } from '../../i18n';
import { ownCaseStatusKey } from './own-case-status';
import { COUNTER_MIN, counterSchema, type CounterValues } from './counter-schema';

// The appeal's state, as the uploader reads it (keys of the `creator` catalog).
const APPEAL: Record<string, string> = {
  pending: 'cases.appeal.pending',
  upheld: 'cases.appeal.upheld',
  reversed: 'cases.appeal.reversed',
};

export function CreatorCases() {
  const t = useT('creator');
  const cases = useOwnCases();
  const items = cases.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section className="mb-8 flex flex-col gap-3" aria-labelledby="takedowns-h">
      <h2 id="takedowns-h" className="text-lg font-semibold text-fg">
        {t('cases.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((c) => (
          <CaseItem key={c.id} c={c} />
        ))}
      </ul>
    </section>
  );
}

function CaseItem({ c }: { c: OwnCase }) {
  const t = useT('creator');
  const id = useId();
  const counter = useCounterStatement();
  const { register, handleSubmit, watch } = useForm<CounterValues, unknown, { statement: string }>({
    resolver: zodResolver(counterSchema),
    defaultValues: { statement: '' },
  });
  const short = watch('statement').trim().length < COUNTER_MIN;
  // The schema answers the statement trimmed.
  const submit = handleSubmit(({ statement }) => counter.mutate({ id: c.id, statement }));
  const canAnswer = (c.status === 'removed' || c.status === 'hidden') && !c.counter_statement && !c.appeal_status;
  const rule = c.statement?.rule;
  return (
    <li className="rounded-xl border border-border bg-surface p-4" data-testid={`own-case-${c.reference}`}>
      <p className="font-semibold text-fg">{c.title ?? c.item_type}</p>
      <p className="text-sm text-fg">
        {t(ownCaseStatusKey(c))} · {t('cases.case', { reference: c.reference })}
      </p>
      {c.decision_reason ? <p className="text-sm text-fg">{t('cases.reason', { reason: c.decision_reason })}</p> : null}
      {rule?.url ? (
        <p className="text-sm text-fg">
          {t('cases.rule')}{' '}
          <a className={link} href={rule.url}>
            {rule.url}
          </a>
        </p>
      ) : null}
      {c.counter_statement ? <p className="text-sm text-muted">{t('cases.your_counter', { text: c.counter_statement })}</p> : null}
      {c.appeal_status ? <p className="text-sm text-fg" data-testid="own-case-appeal">{t(APPEAL[c.appeal_status] ?? 'cases.appeal.pending')}</p> : null}
      {canAnswer ? (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(e) => void submit(e)}
        >
          <label htmlFor={id} className="text-sm font-medium text-fg">
            {t('cases.counter')}
          </label>
          <textarea id={id} className={input} rows={3} minLength={COUNTER_MIN} maxLength={5000} {...register('statement')} />
          {counter.isError ? (
            <p role="alert" className="text-sm text-red-400">
              {toUserError(counter.error, t('cases.counter_failed'))}
            </p>
          ) : null}
          <button type="submit" className={`${btnPrimary} self-start`} disabled={short || counter.isPending}>
            {t('cases.file_counter')}
          </button>
        </form>
      ) : null}
    </li>
  );
}
