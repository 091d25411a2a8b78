// Site settings: name, support e-mail, SEPA bank details for manual payments, the 2257
// records custodian and the creator terms. Plans are the Payments tab's (premium area); they are not sent here,
// so the server keeps them as stored. react-hook-form + zod (site-schema.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../ui/form-field';
import { input } from '../../../ui/styles';
import { putSetting, type SiteValue } from './api';
import { SettingsSection } from './section';
import { useSave } from './use-save';
import { isDemoIban } from '../../../lib/demo-bank';
import { useT } from '../../../i18n';
import { SITE_ERRORS, siteSchema } from './site-schema';

// The schema gives English texts; the form shows them from the catalog.
const ERROR_KEYS: Record<string, string> = {
  [SITE_ERRORS.nameRequired]: 'validation.site.name_required',
  [SITE_ERRORS.nameLong]: 'validation.site.name_long',
  [SITE_ERRORS.email]: 'validation.site.email',
  [SITE_ERRORS.iban]: 'validation.site.iban',
  [SITE_ERRORS.bic]: 'validation.site.bic',
};

export function siteFromServer(v: Partial<SiteValue>): SiteValue {
  return {
    site_name: v.site_name ?? '',
    support_email: v.support_email ?? '',
    sepa: { account_holder: '', iban: '', bic: '', bank_name: '', ...(v.sepa ?? {}) },
    custodian: { name: '', title: '', address: '', ...(v.custodian ?? {}) },
    creator_terms: v.creator_terms ?? '',
  };
}

export function SiteSection({ initial }: { initial: SiteValue }) {
  const t = useT('admin');
  const err = (m?: string) => (m ? t(ERROR_KEYS[m] ?? m) : m);
  const form = useForm<SiteValue>({ resolver: zodResolver(siteSchema), defaultValues: initial, reValidateMode: 'onSubmit' });
  const errors = form.formState.errors;
  const iban = useWatch({ control: form.control, name: 'sepa.iban' });
  const save = useSave();

  // What is sent: the schema's output (IBAN and BIC normalised); the form then shows what was stored.
  const send = (body: SiteValue) =>
    void save.mutate(async () => form.reset(siteFromServer(await putSetting<SiteValue>('site', body))), t('settings.site.saved'));
  const submit = () => void form.handleSubmit(send, () => save.setError(t('validation.settings.correct_fields')))();

  return (
    <SettingsSection id="site" title={t('settings.site.title')} description={t('settings.site.description')} {...save} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('settings.site.name')} error={err(errors.site_name?.message)} maxLength={100} {...form.register('site_name')} />
        <Field
          label={t('settings.site.email')}
          type="email"
          error={err(errors.support_email?.message)}
          {...form.register('support_email')}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-fg">{t('settings.site.sepa')}</legend>
        {isDemoIban(iban) ? (
          <p role="note" className="mb-2 text-sm text-yellow-300" data-testid="sepa-demo-notice">
            {t('settings.site.demo_bank')}
          </p>
        ) : null}
        <Field label={t('settings.site.holder')} maxLength={100} {...form.register('sepa.account_holder')} />
        <Field label={t('settings.site.bank')} maxLength={100} {...form.register('sepa.bank_name')} />
        <Field label="IBAN" error={err(errors.sepa?.iban?.message)} maxLength={42} spellCheck={false} {...form.register('sepa.iban')} />
        <Field label="BIC" error={err(errors.sepa?.bic?.message)} maxLength={11} spellCheck={false} {...form.register('sepa.bic')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-fg">{t('settings.site.custodian')}</legend>
        <Field label={t('settings.site.custodian_name')} maxLength={100} {...form.register('custodian.name')} />
        <Field label={t('settings.site.custodian_title')} maxLength={100} {...form.register('custodian.title')} />
        <label className="flex flex-col gap-1 text-sm font-medium text-fg sm:col-span-2">
          {t('settings.site.custodian_address')}
          <textarea className={`${input} min-h-24 py-2`} maxLength={500} {...form.register('custodian.address')} />
        </label>
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-medium text-fg">
        {t('settings.site.terms')}
        <span className="text-xs font-normal text-muted">
          {t('settings.site.terms_hint')}
        </span>
        <textarea
          className={`${input} min-h-40 py-2`}
          maxLength={20000}
          {...form.register('creator_terms')}
        />
      </label>
    </SettingsSection>
  );
}
