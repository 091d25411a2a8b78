// Warn, suspend or unsuspend one member, with a reason; a suspension asks first, naming
// what follows (suspend-confirm.ts). The same routes as a case's member actions.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ReasonField } from '../reason-field';
import { toUserError } from '../../../data/errors';
import { useT } from '../../../i18n';
import { useConfirm } from '../../../ui/confirm-dialog';
import { btnPrimary, input } from '../../../ui/styles';
import { useMemberAction } from '../reports/api';
import { memberActionSchema, type MemberActionValues } from './member-action-schema';
import { suspendConfirm } from './suspend-confirm';
import type { Member } from './api';

export function MemberActions({ m }: { m: Member }) {
  const t = useT('admin');
  const id = useId();
  const form = useForm<MemberActionValues>({ resolver: zodResolver(memberActionSchema), defaultValues: { action: 'warn', reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const act = useMemberAction();
  const [ask, confirmDialog] = useConfirm();
  const submit = form.handleSubmit(async ({ action, reason }) => {
    if (action === 'suspend' && !(await ask(suspendConfirm(t, m.username)))) return;
    act.mutate({ user: m.id, action, reason }, { onSuccess: () => form.reset({ action: 'warn', reason: '' }) });
  });
  const admin = m.roles.includes('admin');
  return (
    <>
      <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={(e) => void submit(e)} aria-label={t('members.actions', { name: m.username })}>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-a`} className="text-sm font-medium text-fg">
            {t('audit.action')}
          </label>
          <select id={`${id}-a`} className={input} {...form.register('action')}>
            <option value="warn">{t('reports.member.warn', { name: m.username })}</option>
            {m.suspended ? (
              <option value="unsuspend">{t('reports.member.unsuspend', { name: m.username })}</option>
            ) : admin ? null : (
              <option value="suspend">{t('reports.member.suspend', { name: m.username })}</option>
            )}
          </select>
        </div>
        <ReasonField id={`${id}-r`} registration={form.register('reason')} />
        <button type="submit" className={btnPrimary} disabled={act.isPending || !reason.trim()}>
          {t('reports.apply')}
        </button>
      </form>
      {act.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {toUserError(act.error, t('reports.action_failed'))}
        </p>
      ) : null}
      {act.isSuccess ? (
        <p role="status" className="text-sm text-fg">
          {t('members.done')}
        </p>
      ) : null}
      {confirmDialog}
    </>
  );
}
