// Account panel › Payments: the member's receipts (date, plan, amount, method, status,
// reference) and their premium status with its end date, as the server has them.
import { useState } from 'react';
import { toUserError } from '../../data/errors';
import type { PremiumStatus } from '../../data/payments';
import { useMyPayments } from '../../data/payments-queries';
import { useLocale, useT, type TFunction } from '../../i18n';
import { Modal } from '../../ui/modal';
import { Pagination } from '../../ui/pagination';
import { paymentDate, paymentMoney } from './money';

// account, not premium: the dialog is mounted with the account panel on every page, where
// the account catalog is already loaded for the settings dialog beside it.
function statusText(t: TFunction, status: string): string {
  if (status === 'pending') return t('payments.status_pending');
  if (status === 'completed') return t('payments.status_completed');
  if (status === 'failed') return t('payments.status_failed');
  return status;
}

function premiumLine(t: TFunction, p: PremiumStatus, locale: string): string {
  if (p.by_role) return t('payments.premium_by_role');
  if (p.premium && p.until) return t('payments.premium_until', { date: paymentDate(p.until, locale) });
  if (p.until) return t('payments.premium_ended', { date: paymentDate(p.until, locale) });
  return t('payments.premium_none');
}

export function PaymentsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT('account');
  const tc = useT('common');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const mine = useMyPayments(page, open);
  const data = mine.data ?? null;
  const error = mine.isError ? toUserError(mine.error, t('payments.load_failed')) : '';

  return (
    <Modal title={tc('account.payments')} open={open} onOpenChange={onOpenChange}>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : !data ? (
        <p className="text-sm text-muted">{t('payments.loading')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="rounded-lg bg-surface-2 p-3 text-sm font-medium text-fg" data-testid="premium-status">
            {premiumLine(t, data.premium, locale)}
          </p>
          {data.items.length === 0 ? (
            <p className="text-sm text-muted">{t('payments.none')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.items.map((p) => (
                <li key={p.id} className="rounded-lg border border-border p-3 text-sm" data-testid="receipt">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold text-fg">
                      {p.plan_name || p.plan} · {paymentMoney(p.amount, p.currency, locale)}
                    </span>
                    <span className="text-muted">{statusText(t, p.status)}</span>
                  </div>
                  <div className="mt-1 flex flex-wrap gap-x-4 text-muted">
                    <span>{paymentDate(p.created, locale)}</span>
                    <span>{p.method === 'sepa' ? t('payments.method_sepa') : t('payments.method_crypto')}</span>
                    <span className="font-mono">{p.reference}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />
        </div>
      )}
    </Modal>
  );
}
