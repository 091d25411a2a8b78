// Account panel › Payments: the member's receipts (date, plan, amount, method, status,
// reference) and their premium status with its end date, as the server has them.
import { useState } from 'react';
import { toUserError } from '../../data/errors';
import { formatDate, formatMoney, type PremiumStatus } from '../../data/payments';
import { useMyPayments } from '../../data/payments-queries';
import { Modal } from '../../ui/modal';
import { Pagination } from '../../ui/pagination';

const STATUS_TEXT: Record<string, string> = { pending: 'Pending', completed: 'Completed', failed: 'Failed' };

function premiumLine(p: PremiumStatus): string {
  if (p.by_role) return 'Premium membership: active (granted by the site).';
  if (p.premium && p.until) return `Premium membership: active until ${formatDate(p.until)}.`;
  if (p.until) return `Premium membership: ended on ${formatDate(p.until)}.`;
  return 'Premium membership: not active.';
}

export function PaymentsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [page, setPage] = useState(1);
  const mine = useMyPayments(page, open);
  const data = mine.data ?? null;
  const error = mine.isError ? toUserError(mine.error, 'Failed to load payments') : '';

  return (
    <Modal title="Payments" open={open} onOpenChange={onOpenChange}>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : !data ? (
        <p className="text-sm text-muted">Loading payments...</p>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="rounded-lg bg-surface-2 p-3 text-sm font-medium text-fg" data-testid="premium-status">
            {premiumLine(data.premium)}
          </p>
          {data.items.length === 0 ? (
            <p className="text-sm text-muted">You have not made any payments yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.items.map((p) => (
                <li key={p.id} className="rounded-lg border border-border p-3 text-sm" data-testid="receipt">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold text-fg">
                      {p.plan_name || p.plan} · {formatMoney(p.amount, p.currency)}
                    </span>
                    <span className="text-muted">{STATUS_TEXT[p.status] ?? p.status}</span>
                  </div>
                  <div className="mt-1 flex flex-wrap gap-x-4 text-muted">
                    <span>{formatDate(p.created)}</span>
                    <span>{p.method === 'sepa' ? 'SEPA transfer' : 'Cryptocurrency'}</span>
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
