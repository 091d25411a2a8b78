// Site settings: name, support e-mail, SEPA bank details for manual payments, the 2257
// records custodian and the creator terms. Plans are the Payments tab's (premium area); they are not sent here,
// so the server keeps them as stored.
import { useState } from 'react';
import { Field } from '../../../ui/form-field';
import { input } from '../../../ui/styles';
import { putSetting, type SiteValue } from './api';
import { SettingsSection } from './section';
import { useSave } from './use-save';
import { isDemoIban } from '../../../lib/demo-bank';
import { useT } from '../../../i18n';

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9 ]{10,36}$/;
const BIC = /^[A-Z0-9]{8}([A-Z0-9]{3})?$/;

// checkSite gives English texts; the form shows them from the catalog.
const SITE_ERRORS: Record<string, string> = {
  'Site name is required': 'validation.site.name_required',
  'Site name must be at most 100 characters': 'validation.site.name_long',
  'Enter a valid email address': 'validation.site.email',
  'Enter a valid IBAN': 'validation.site.iban',
  'Enter a valid BIC (8 or 11 letters and digits)': 'validation.site.bic',
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

export function checkSite(v: SiteValue): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.site_name.trim()) e.site_name = 'Site name is required';
  else if (v.site_name.trim().length > 100) e.site_name = 'Site name must be at most 100 characters';
  if (v.support_email.trim() && !EMAIL.test(v.support_email.trim())) e.support_email = 'Enter a valid email address';
  const iban = v.sepa.iban.trim().toUpperCase();
  if (iban && !IBAN.test(iban)) e.iban = 'Enter a valid IBAN';
  const bic = v.sepa.bic.trim().toUpperCase();
  if (bic && !BIC.test(bic)) e.bic = 'Enter a valid BIC (8 or 11 letters and digits)';
  return e;
}

export function SiteSection({ initial }: { initial: SiteValue }) {
  const t = useT('admin');
  const err = (m?: string) => (m ? t(SITE_ERRORS[m] ?? m) : m);
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSave();
  const sepa = (k: keyof SiteValue['sepa'], val: string) => setV((s) => ({ ...s, sepa: { ...s.sepa, [k]: val } }));
  const cust = (k: keyof SiteValue['custodian'], val: string) => setV((s) => ({ ...s, custodian: { ...s.custodian, [k]: val } }));

  const submit = () => {
    const found = checkSite(v);
    setErrors(found);
    if (Object.keys(found).length) {
      save.setError(t('validation.settings.correct_fields'));
      return;
    }
    const body = {
      site_name: v.site_name,
      support_email: v.support_email,
      sepa: { ...v.sepa, iban: v.sepa.iban.trim().toUpperCase(), bic: v.sepa.bic.trim().toUpperCase() },
      custodian: v.custodian,
      creator_terms: v.creator_terms,
    };
    void save.run(async () => setV(siteFromServer(await putSetting<SiteValue>('site', body))), t('settings.site.saved'));
  };

  return (
    <SettingsSection id="site" title={t('settings.site.title')} description={t('settings.site.description')} {...save} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('settings.site.name')} value={v.site_name} error={err(errors.site_name)} maxLength={100} onChange={(e) => setV({ ...v, site_name: e.target.value })} />
        <Field
          label={t('settings.site.email')}
          type="email"
          value={v.support_email}
          error={err(errors.support_email)}
          onChange={(e) => setV({ ...v, support_email: e.target.value })}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-fg">{t('settings.site.sepa')}</legend>
        {isDemoIban(v.sepa.iban) ? (
          <p role="note" className="mb-2 text-sm text-yellow-300" data-testid="sepa-demo-notice">
            {t('settings.site.demo_bank')}
          </p>
        ) : null}
        <Field label={t('settings.site.holder')} value={v.sepa.account_holder} maxLength={100} onChange={(e) => sepa('account_holder', e.target.value)} />
        <Field label={t('settings.site.bank')} value={v.sepa.bank_name} maxLength={100} onChange={(e) => sepa('bank_name', e.target.value)} />
        <Field label="IBAN" value={v.sepa.iban} error={err(errors.iban)} maxLength={42} spellCheck={false} onChange={(e) => sepa('iban', e.target.value)} />
        <Field label="BIC" value={v.sepa.bic} error={err(errors.bic)} maxLength={11} spellCheck={false} onChange={(e) => sepa('bic', e.target.value)} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-fg">{t('settings.site.custodian')}</legend>
        <Field label={t('settings.site.custodian_name')} value={v.custodian.name} maxLength={100} onChange={(e) => cust('name', e.target.value)} />
        <Field label={t('settings.site.custodian_title')} value={v.custodian.title} maxLength={100} onChange={(e) => cust('title', e.target.value)} />
        <label className="flex flex-col gap-1 text-sm font-medium text-fg sm:col-span-2">
          {t('settings.site.custodian_address')}
          <textarea className={`${input} min-h-24 py-2`} value={v.custodian.address} maxLength={500} onChange={(e) => cust('address', e.target.value)} />
        </label>
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-medium text-fg">
        {t('settings.site.terms')}
        <span className="text-xs font-normal text-muted">
          {t('settings.site.terms_hint')}
        </span>
        <textarea
          className={`${input} min-h-40 py-2`}
          value={v.creator_terms}
          maxLength={20000}
          onChange={(e) => setV({ ...v, creator_terms: e.target.value })}
        />
      </label>
    </SettingsSection>
  );
}
