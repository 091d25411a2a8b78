// A member lost their phone and their recovery codes: an admin turns two-step sign-in off
// for them, with a reason (audited; the member is notified; internal/twofactor).
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { pb } from '../../../data/pb';
import { toUserError } from '../../../data/errors';
import { useT } from '../../../i18n';
import { btnSecondary } from '../../../ui/styles';
import { ReasonField } from '../reason-field';
import type { Member } from './api';

export function TwoFactorReset({ m }: { m: Member }) {
  const t = useT('admin');
  const id = useId();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const reset = useMutation({
    mutationFn: (r: string) =>
      pb.send(`/api/reelhouse/admin/members/${encodeURIComponent(m.id)}/2fa/reset`, { method: 'POST', body: { reason: r.trim() }, requestKey: null }),
    onSuccess: () => form.reset({ reason: '' }),
  });
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      aria-label={t('members.totp_reset_label', { name: m.username })}
      onSubmit={(e) => void form.handleSubmit(({ reason: r }) => reset.mutate(r))(e)}
    >
      <ReasonField id={`${id}-r`} registration={form.register('reason')} label={t('members.totp_reset_why')} />
      <button type="submit" className={btnSecondary} disabled={reset.isPending || !reason.trim()}>
        {t('members.totp_reset')}
      </button>
      {reset.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {toUserError(reset.error, t('reports.action_failed'))}
        </p>
      ) : null}
      {reset.isSuccess ? (
        <p role="status" className="text-sm text-fg">
          {t('members.totp_reset_done')}
        </p>
      ) : null}
    </form>
  );
}
