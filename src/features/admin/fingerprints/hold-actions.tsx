// Release or remove one held upload, with the reason the server wants (1-2000 visible
// characters). Both ask first in the site's dialog: releasing publishes a copy of removed
// material, removing takes it down and blocks its fingerprint too. A 409 (another admin
// decided first) is reported to the list, which shows the hold's new state; any other
// refusal (a release the performer-records gate refuses) is shown on the row.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorCode, errorStatus, toUserError } from '../../../data/errors';
import { useT } from '../../../i18n';
import { z } from '../../../lib/zod';
import { useConfirm } from '../../../ui/confirm-dialog';
import { btnDanger, btnPrimary } from '../../../ui/styles';
import { ReasonField } from '../reason-field';
import { useDecideHold, type Hold, type HoldDecision } from './api';

/** The server's 409 "hold_decided": another admin decided first (a publishing gate's 409 is another matter). */
const decidedElsewhere = (err: unknown) => errorStatus(err) === 409 && errorCode((err as { response?: unknown }).response)?.code === 'hold_decided';

const reasonSchema = z.object({
  reason: z.string().check(
    z.maxLength(2000),
    z.refine((s) => s.trim() !== ''),
  ),
});

export function HoldActions({ hold, onConflict }: { hold: Hold; onConflict: (title: string) => void }) {
  const t = useT('admin');
  const id = useId();
  const form = useForm<{ reason: string }>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const decide = useDecideHold();
  const [ask, confirmDialog] = useConfirm();
  const title = hold.title || hold.video;
  const act = (decision: HoldDecision) =>
    form.handleSubmit(async ({ reason }) => {
      const ok = await ask(
        decision === 'remove'
          ? { title: t('fingerprints.confirm_remove_title'), description: t('fingerprints.confirm_remove', { title }), confirmLabel: t('fingerprints.remove') }
          : { title: t('fingerprints.confirm_release_title'), description: t('fingerprints.confirm_release', { title }), confirmLabel: t('fingerprints.release'), destructive: false },
      );
      if (!ok) return;
      decide.mutate(
        { video: hold.video, decision, reason },
        { onError: (err) => decidedElsewhere(err) && onConflict(title), onSuccess: () => form.setValue('reason', '') },
      );
    })();
  const failed = decide.error && !decidedElsewhere(decide.error) ? toUserError(decide.error, t('reports.action_failed')) : '';
  return (
    <div role="group" aria-label={t('fingerprints.decide', { title })} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
      <ReasonField id={`${id}-r`} registration={form.register('reason')} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={btnPrimary} disabled={decide.isPending || !reason.trim()} onClick={() => void act('release')}>
          {t('fingerprints.release')}
        </button>
        <button type="button" className={btnDanger} disabled={decide.isPending || !reason.trim()} onClick={() => void act('remove')}>
          {t('fingerprints.remove')}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-400">
          {failed}
        </p>
      ) : null}
      {confirmDialog}
    </div>
  );
}
