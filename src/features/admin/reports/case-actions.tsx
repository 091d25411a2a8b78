// The decisions on one case and the actions on its creator; each takes a reason
// (the server refuses an action without one). react-hook-form + zod (case-action-schema.ts).
// Remove (takedown) and Suspend ask first, in the site's own dialog, naming what follows.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ReasonField } from '../reason-field';
import { toUserError } from '../../../data/errors';
import { btnPrimary, input } from '../../../ui/styles';
import { useDecide, useMemberAction, type Case, type Decision, type MemberAction } from './api';
import { useT } from '../../../i18n';
import { caseActionSchema, type CaseActionValues } from './case-action-schema';
import { useConfirm, type ConfirmRequest } from '../../../ui/confirm-dialog';
import { suspendConfirm } from '../members/suspend-confirm';
import type { TFunction } from '../../../i18n';

/** What a takedown does, for the confirmation: a video leaves the site, a comment is deleted. */
function removeConfirm(t: TFunction, c: Case): ConfirmRequest {
  return c.item_type === 'comment'
    ? { title: t('reports.confirm_remove_comment_title'), description: t('reports.confirm_remove_comment'), confirmLabel: t('reports.decision.remove') }
    : {
        title: t('reports.confirm_remove_video_title'),
        description: t('reports.confirm_remove_video', { title: c.title ?? c.item }),
        confirmLabel: t('reports.decision.remove'),
      };
}

const DECISIONS: { value: Decision; label: string }[] = [
  { value: 'dismiss', label: 'reports.decision.dismiss' },
  { value: 'hide', label: 'reports.decision.hide' },
  { value: 'remove', label: 'reports.decision.remove' },
  { value: 'restore', label: 'reports.decision.restore' },
  { value: 'approve', label: 'reports.decision.approve' },
];

export function CaseActions({ c }: { c: Case }) {
  const t = useT('admin');
  const id = useId();
  const form = useForm<CaseActionValues>({ resolver: zodResolver(caseActionSchema), defaultValues: { choice: 'dismiss', reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const decide = useDecide();
  const member = useMemberAction();
  const busy = decide.isPending || member.isPending;
  const error = decide.error ?? member.error;
  const [ask, confirmDialog] = useConfirm();
  const memberName = c.creator_name ?? t('reports.the_member');
  const submit = form.handleSubmit(async ({ choice, reason }) => {
    if (choice === 'remove' && !(await ask(removeConfirm(t, c)))) return;
    if (choice === 'member:suspend' && !(await ask(suspendConfirm(t, memberName)))) return;
    const done = { onSuccess: () => form.setValue('reason', '') };
    if (choice.startsWith('member:')) member.mutate({ user: c.creator, action: choice.slice(7) as MemberAction, reason }, done);
    else decide.mutate({ id: c.id, action: choice as Decision, reason }, done);
  });
  return (
    <>
      <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={(e) => void submit(e)}>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-a`} className="text-sm font-medium text-fg">
            {t('audit.action')}
          </label>
          <select id={`${id}-a`} className={input} {...form.register('choice')}>
            {DECISIONS.map((d) => (
              <option key={d.value} value={d.value}>
                {t(d.label)}
              </option>
            ))}
            {c.creator ? (
              <>
                <option value="member:warn">{t('reports.member.warn', { name: memberName })}</option>
                <option value={c.creator_suspended ? 'member:unsuspend' : 'member:suspend'}>
                  {t(c.creator_suspended ? 'reports.member.unsuspend' : 'reports.member.suspend', { name: memberName })}
                </option>
              </>
            ) : null}
          </select>
        </div>
        <ReasonField id={`${id}-r`} registration={form.register('reason')} />
        <button type="submit" className={btnPrimary} disabled={busy || !reason.trim()}>
          {t('reports.apply')}
        </button>
        {error ? (
          <p role="alert" className="text-sm text-red-400">
            {toUserError(error, t('reports.action_failed'))}
          </p>
        ) : null}
      </form>
      {confirmDialog}
    </>
  );
}
