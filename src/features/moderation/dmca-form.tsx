// The DMCA notice form of the /dmca page: the fields a valid notice needs (17 U.S.C.
// 512(c)(3)); a notice opens a case in the moderators' queue and answers its reference.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../lib/zod';
import { toUserError } from '../../data/errors';
import { T, useT, type TFunction } from '../../i18n';
import { Field } from '../../ui/form-field';
import { btnPrimary, input } from '../../ui/styles';
import { splitUrls, useDmcaNotice } from './api';

/**
 * The form's rules with their messages in the visitor's language. Every limit a shown field
 * can break has its own text: zod/mini has no default messages (src/lib/zod.ts) and would
 * show 'Invalid input'.
 */
const makeSchema = (t: TFunction) =>
  z.object({
    work: z.string().check(z.trim(), z.minLength(1, t('dmca.form_work_required')), z.maxLength(2000, t('dmca.form_work_max'))),
    urls: z.string().check(
      z.refine((s) => splitUrls(s).length > 0, t('dmca.form_urls_required')),
      z.refine((s) => splitUrls(s).length <= 20, t('dmca.form_urls_max')),
    ),
    name: z.string().check(z.trim(), z.minLength(1, t('dmca.form_name_required')), z.maxLength(200, t('dmca.form_text_max'))),
    email: z.email(t('dmca.form_email_invalid')),
    address: z.string().check(z.maxLength(500)),
    phone: z.string().check(z.maxLength(50)),
    good_faith: z.literal(true, { message: t('dmca.form_statement_required') }),
    accuracy: z.literal(true, { message: t('dmca.form_statement_required') }),
    signature: z.string().check(z.trim(), z.minLength(1, t('dmca.form_signature_required')), z.maxLength(200, t('dmca.form_text_max'))),
  });
type Values = z.input<ReturnType<typeof makeSchema>>;

export function DmcaForm() {
  const t = useT('legal');
  const schema = useMemo(() => makeSchema(t), [t]);
  const notice = useDmcaNotice();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { work: '', urls: '', name: '', email: '', address: '', phone: '', signature: '' },
  });
  const err = formState.errors;
  if (notice.data) {
    return (
      <p role="status" className="rounded-xl border border-border bg-surface p-4 text-fg">
        <T ns="legal" k="dmca.form_received" values={{ reference: notice.data.reference }} components={{ 0: <strong data-testid="dmca-reference" /> }} />
      </p>
    );
  }
  const onSubmit = handleSubmit((v) =>
    notice.mutate({
      work: v.work,
      urls: splitUrls(v.urls),
      name: v.name,
      email: v.email,
      address: v.address,
      phone: v.phone,
      good_faith: v.good_faith === true,
      accuracy: v.accuracy === true,
      signature: v.signature,
    }),
  );
  return (
    <form className="not-prose flex flex-col gap-3" onSubmit={onSubmit} noValidate aria-labelledby="dmca-form-h">
      <h2 id="dmca-form-h" className="text-lg font-semibold text-fg">
        {t('dmca.form_heading')}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor="dmca-work" className="text-sm font-medium text-fg">
          {t('dmca.form_work')}
        </label>
        <textarea id="dmca-work" rows={3} className={input} aria-invalid={err.work ? true : undefined} {...register('work')} />
        {err.work ? <p role="alert" className="text-sm text-red-400">{err.work.message}</p> : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="dmca-urls" className="text-sm font-medium text-fg">
          {t('dmca.form_urls')}
        </label>
        <textarea id="dmca-urls" rows={3} className={input} aria-invalid={err.urls ? true : undefined} {...register('urls')} />
        {err.urls ? <p role="alert" className="text-sm text-red-400">{err.urls.message}</p> : null}
      </div>
      <Field label={t('dmca.form_name')} autoComplete="name" error={err.name?.message} {...register('name')} />
      <Field label={t('dmca.form_email')} type="email" autoComplete="email" error={err.email?.message} {...register('email')} />
      <Field label={t('dmca.form_address')} autoComplete="street-address" {...register('address')} />
      <Field label={t('dmca.form_phone')} type="tel" autoComplete="tel" {...register('phone')} />
      <label className="flex items-start gap-2 text-sm text-fg">
        <input type="checkbox" {...register('good_faith')} />
        {t('dmca.form_good_faith')}
      </label>
      {err.good_faith ? <p role="alert" className="text-sm text-red-400">{err.good_faith.message}</p> : null}
      <label className="flex items-start gap-2 text-sm text-fg">
        <input type="checkbox" {...register('accuracy')} />
        {t('dmca.form_accuracy')}
      </label>
      {err.accuracy ? <p role="alert" className="text-sm text-red-400">{err.accuracy.message}</p> : null}
      <Field label={t('dmca.form_signature')} error={err.signature?.message} {...register('signature')} />
      {notice.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {toUserError(notice.error, t('dmca.form_failed'))}
        </p>
      ) : null}
      <button type="submit" className={`${btnPrimary} self-start`} disabled={notice.isPending}>
        {t('dmca.form_send')}
      </button>
    </form>
  );
}
