// A pending appeal's decision: uphold or reverse, with a reason. Another admin than the one
// who decided the case decides it; the server refuses the same one (appeal_needs_other_admin)
// and, of two admins at once, answers the second with appeal_already_decided.
import { useId, useState } from 'react';
import { ReasonField } from '../reason-field';
import { toUserError } from '../../../data/errors';
import { btnPrimary, input } from '../../../ui/styles';
import { useDecideAppeal, type AppealOutcome, type Case } from './api';
import { useT } from '../../../i18n';
import { useForm, useWatch } from 'react-hook-form';

export function AppealActions({ c }: { c: Case }) {
  const t = useT('admin');
  const id = useId();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const [outcome, setOutcome] = useState<AppealOutcome>('uphold');
  const decide = useDecideAppeal();
  const submit = form.handleSubmit(({ reason }) => decide.mutate({ id: c.id, outcome, reason }, { onSuccess: () => form.setValue('reason', '') }));
  return (
    <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={(e) => void submit(e)}>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-o`} className="text-sm font-medium text-fg">
          {t('reports.appeal.decide')}
        </label>
        <select id={`${id}-o`} className={input} value={outcome} onChange={(e) => setOutcome(e.target.value as AppealOutcome)}>
          <option value="uphold">{t('reports.appeal.uphold')}</option>
          <option value="reverse">{t('reports.appeal.reverse')}</option>
        </select>
      </div>
      <ReasonField id={`${id}-r`} registration={form.register('reason')} />
      <button type="submit" className={btnPrimary} disabled={decide.isPending || !reason.trim()}>
        {t('reports.apply')}
      </button>
      {decide.error ? (
        <p role="alert" className="text-sm text-red-400">
          {toUserError(decide.error, t('reports.action_failed'))}
        </p>
      ) : null}
    </form>
  );
}
