// The report dialog behind the "Report" action (report-button.tsx): the reasons and a
// details field (react-hook-form + zod), then a clear confirmation. Loaded on the first
// click, so zod and the form library stay out of the watch page's first download.
import { useT } from '../../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '../../lib/zod';
import { toUserError } from '../../data/errors';
import { Modal } from '../../ui/modal';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';
import { REPORT_REASONS, useReport, type ReportReason } from './api';
import type { ReportTarget } from './report-button';

// Messages are public catalog keys, translated where they are shown.
const schema = z.object({
  reason: z.enum(['under_18', 'non_consensual', 'depicted_no_consent', 'copyright', 'spam', 'other'], { message: 'report.choose_reason' }),
  details: z.string().check(z.maxLength(2000, 'report.details_max')),
  depicted_email: z.string().check(z.maxLength(200, 'report.depicted_email_invalid')),
});

// A person shown in the video may leave an address with these reasons: the decision and
// a link to appeal it once reach them there (docs/api-moderation.md, Appeals).
const DEPICTED_REASONS: string[] = ['under_18', 'non_consensual', 'depicted_no_consent'];
type Values = z.infer<typeof schema>;

export default function ReportDialog({ itemType, itemId, open, onOpenChange }: ReportTarget & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT('public');
  return (
    <Modal title={itemType === 'video' ? t('report.title_video') : t('report.title_comment')} open={open} onOpenChange={onOpenChange}>
      {open ? <ReportForm itemType={itemType} itemId={itemId} onClose={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function ReportForm({ itemType, itemId, onClose }: ReportTarget & { onClose: () => void }) {
  const t = useT('public');
  const report = useReport();
  const { register, handleSubmit, formState, control } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { reason: undefined as unknown as ReportReason, details: '', depicted_email: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const depicted = itemType === 'video' && DEPICTED_REASONS.includes(reason);
  if (report.isSuccess) {
    return (
      <div className="flex flex-col gap-4 p-4" role="status">
        <p className="text-fg">{t('report.thanks')}</p>
        <button type="button" className={btnPrimary} onClick={onClose}>
          {t('report.close')}
        </button>
      </div>
    );
  }
  const onSubmit = handleSubmit((v) =>
    report.mutate({ item_type: itemType, item: itemId, reason: v.reason, details: v.details.trim(), ...(depicted && v.depicted_email.trim() ? { depicted_email: v.depicted_email.trim() } : {}) }),
  );
  const reasonError = formState.errors.reason?.message;
  const detailsError = formState.errors.details?.message;
  return (
    <form className="flex flex-col gap-4 overflow-y-auto p-4" onSubmit={onSubmit} noValidate>
      <fieldset className="flex flex-col gap-2" aria-describedby={reasonError ? 'report-reason-err' : undefined}>
        <legend className="mb-1 text-sm font-medium text-fg">{t('report.why')}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r.value} className="flex items-center gap-2 text-sm text-fg">
            <input type="radio" value={r.value} {...register('reason')} />
            {t(r.label)}
          </label>
        ))}
        {reasonError ? (
          <p id="report-reason-err" role="alert" className="text-sm text-red-400">
            {t(reasonError)}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="report-details" className="text-sm font-medium text-fg">
          {t('report.details')}
        </label>
        <textarea id="report-details" rows={4} maxLength={2000} className={input} {...register('details')} aria-describedby={detailsError ? 'report-details-err' : undefined} />
        {detailsError ? (
          <p id="report-details-err" role="alert" className="text-sm text-red-400">
            {t(detailsError)}
          </p>
        ) : null}
      </div>
      {depicted ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="report-depicted-email" className="text-sm font-medium text-fg">
            {t('report.depicted_email')}
          </label>
          <input id="report-depicted-email" type="email" autoComplete="email" maxLength={200} className={input} aria-describedby="report-depicted-email-hint" {...register('depicted_email')} />
          <p id="report-depicted-email-hint" className="text-xs text-muted">
            {t('report.depicted_email_hint')}
          </p>
        </div>
      ) : null}
      {report.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {toUserError(report.error, t('report.send_failed'))}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className={btnSecondary} onClick={onClose}>
          {t('comments.cancel')}
        </button>
        <button type="submit" className={btnPrimary} disabled={report.isPending}>
          {t('report.send')}
        </button>
      </div>
    </form>
  );
}
