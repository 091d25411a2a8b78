// 'Payment Initiated!': the bank details from site settings, the amount and the reference
// to transfer, each copyable, the 1-3 business days note and the support e-mail.
import type { ReactNode } from 'react';
import type { Payment, SepaDetails } from '../../data/payments';
import { T, useLocale, useT } from '../../i18n';
import { isDemoIban } from '../../lib/demo-bank';
import { CopyButton } from './copy-button';
import { paymentMoney } from './money';

/** `id` names the row for tests in every language (data-testid="sepa-<id>"). */
function Row({ id, label, value, copy = true }: { id: string; label: string; value: string; copy?: boolean }) {
  return (
    // phones: label above, value and Copy side by side; wider: one line
    <div className="flex flex-col gap-0.5 border-b border-border py-2 last:border-b-0 sm:flex-row sm:items-center sm:gap-3">
      <dt className="text-sm text-muted sm:w-28 sm:shrink-0">{label}</dt>
      <dd className="flex min-w-0 flex-1 items-center gap-3">
        <span className="min-w-0 flex-1 break-all font-mono text-sm text-fg" data-testid={`sepa-${id}`}>
          {value}
        </span>
        {copy && value ? <CopyButton text={value} label={label} /> : null}
      </dd>
    </div>
  );
}

/** The support address inside the translated sentence (<T> fills in its text). */
function MailLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a className="text-accent underline underline-offset-4" href={href}>
      {children}
    </a>
  );
}

export function SepaInstructions({ payment, sepa }: { payment: Payment; sepa: SepaDetails }) {
  const t = useT('premium');
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="text-xl font-bold text-fg">{t('sepa.title')}</h3>
        <p className="mt-1 text-sm text-muted">{t('sepa.transfer', { amount: paymentMoney(payment.amount, payment.currency, locale) })}</p>
      </div>
      {isDemoIban(sepa.iban) ? (
        <p role="note" className="rounded-lg border border-yellow-500/40 bg-yellow-500/10 px-3 py-2 text-sm text-fg" data-testid="sepa-demo-notice">
          {t('sepa.demo_notice')}
        </p>
      ) : null}
      <dl className="rounded-lg border border-border bg-surface-2 px-3">
        <Row id="account-holder" label={t('sepa.account_holder')} value={sepa.account_holder} />
        <Row id="iban" label="IBAN" value={sepa.iban} />
        <Row id="bic" label="BIC" value={sepa.bic} />
        {sepa.bank_name ? <Row id="bank" label={t('sepa.bank')} value={sepa.bank_name} copy={false} /> : null}
        <Row id="amount" label={t('sepa.amount')} value={payment.amount.toFixed(2)} />
        <Row id="currency" label={t('sepa.currency')} value={payment.currency} copy={false} />
        <Row id="reference" label={t('sepa.reference')} value={payment.reference} />
      </dl>
      <p className="text-sm text-fg">{t('sepa.timing')}</p>
      {sepa.support_email ? (
        <p className="text-sm text-muted">
          <T
            ns="premium"
            k="sepa.faster"
            values={{ reference: payment.reference, email: sepa.support_email }}
            components={{
              0: <strong className="text-fg" />,
              1: <MailLink href={`mailto:${sepa.support_email}?subject=${encodeURIComponent(payment.reference)}`} />,
            }}
          />
        </p>
      ) : null}
    </div>
  );
}
