// 'Payment Initiated!': the bank details from site settings, the amount and the reference
// to transfer, each copyable, the 1-3 business days note and the support e-mail.
import { formatMoney, type Payment, type SepaDetails } from '../../data/payments';
import { DEMO_BANK_NOTICE, isDemoIban } from '../../lib/demo-bank';
import { CopyButton } from './copy-button';

function Row({ label, value, copy = true }: { label: string; value: string; copy?: boolean }) {
  return (
    // phones: label above, value and Copy side by side; wider: one line
    <div className="flex flex-col gap-0.5 border-b border-border py-2 last:border-b-0 sm:flex-row sm:items-center sm:gap-3">
      <dt className="text-sm text-muted sm:w-28 sm:shrink-0">{label}</dt>
      <dd className="flex min-w-0 flex-1 items-center gap-3">
        <span className="min-w-0 flex-1 break-all font-mono text-sm text-fg" data-testid={`sepa-${label.toLowerCase().replace(/\s+/g, '-')}`}>
          {value}
        </span>
        {copy && value ? <CopyButton text={value} label={label} /> : null}
      </dd>
    </div>
  );
}

export function SepaInstructions({ payment, sepa }: { payment: Payment; sepa: SepaDetails }) {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="text-xl font-bold text-fg">Payment Initiated!</h3>
        <p className="mt-1 text-sm text-muted">
          Transfer {formatMoney(payment.amount, payment.currency)} to the account below and use the reference exactly as shown, so we can match your
          payment.
        </p>
      </div>
      {isDemoIban(sepa.iban) ? (
        <p role="note" className="rounded-lg border border-yellow-500/40 bg-yellow-500/10 px-3 py-2 text-sm text-fg" data-testid="sepa-demo-notice">
          These bank details are a {DEMO_BANK_NOTICE}.
        </p>
      ) : null}
      <dl className="rounded-lg border border-border bg-surface-2 px-3">
        <Row label="Account holder" value={sepa.account_holder} />
        <Row label="IBAN" value={sepa.iban} />
        <Row label="BIC" value={sepa.bic} />
        {sepa.bank_name ? <Row label="Bank" value={sepa.bank_name} copy={false} /> : null}
        <Row label="Amount" value={payment.amount.toFixed(2)} />
        <Row label="Currency" value={payment.currency} copy={false} />
        <Row label="Reference" value={payment.reference} />
      </dl>
      <p className="text-sm text-fg">
        SEPA transfers take 1-3 business days. Your premium membership starts as soon as we have received your payment; we will notify you.
      </p>
      {sepa.support_email ? (
        <p className="text-sm text-muted">
          For faster activation, send your reference <strong className="text-fg">{payment.reference}</strong> and a screenshot of your payment to{' '}
          <a className="text-accent underline underline-offset-4" href={`mailto:${sepa.support_email}?subject=${encodeURIComponent(payment.reference)}`}>
            {sepa.support_email}
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}
