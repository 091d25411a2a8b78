// The payments list of the admin Payments tab, with Confirm / Reject (and a note).
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toUserError } from '../../../data/errors';
import { confirmPayment, rejectPayment, type AdminPayment } from '../../../data/payments';
import { useAdminPayments } from '../../../data/payments-queries';
import { useLocale, useT, type TFunction } from '../../../i18n';
import { Modal } from '../../../ui/modal';
import { Pagination } from '../../../ui/pagination';
import { btnGhost, btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { paymentDate, paymentMoney } from '../money';

const select = `${input} w-auto`;
const statusClass: Record<string, string> = {
  pending: 'bg-yellow-500/15 text-yellow-300',
  completed: 'bg-green-500/15 text-green-300',
  failed: 'bg-red-500/15 text-red-300',
};

type Action = { kind: 'confirm' | 'reject'; payment: AdminPayment };

/** The status badge (English shows the lower-case status as it always did). */
function statusText(t: TFunction, status: string): string {
  if (status === 'pending') return t('payments.badge_pending');
  if (status === 'completed') return t('payments.badge_completed');
  if (status === 'failed') return t('payments.badge_failed');
  return status;
}

const methodText = (t: TFunction, method: string) => (method === 'sepa' ? t('payments.method_sepa') : t('payments.method_crypto'));

export function PaymentsList({ onAudit }: { onAudit: (reference: string) => void }) {
  const t = useT('admin');
  const locale = useLocale();
  const [status, setStatus] = useState('pending');
  const [method, setMethod] = useState('');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [action, setAction] = useState<Action | null>(null);

  const list = useAdminPayments({ page, status, method, q }, reload);
  const data = list.data ?? null;
  const error = list.isError ? toUserError(list.error, t('payments.load_failed')) : '';

  const search = (ev: FormEvent) => {
    ev.preventDefault();
    setPage(1);
    setQ(text.trim());
  };

  return (
    <section aria-labelledby="payments-heading" className="flex flex-col gap-4">
      <h2 id="payments-heading" className="text-xl font-bold text-fg">
        {t('payments.list_heading')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm text-muted">
          {t('payments.status')}
          <select className={select} value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))}>
            <option value="">{t('payments.all')}</option>
            <option value="pending">{t('payments.status_pending')}</option>
            <option value="completed">{t('payments.status_completed')}</option>
            <option value="failed">{t('payments.status_failed')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-muted">
          {t('payments.method')}
          <select className={select} value={method} onChange={(e) => (setMethod(e.target.value), setPage(1))}>
            <option value="">{t('payments.all')}</option>
            <option value="sepa">{t('payments.method_sepa')}</option>
            <option value="crypto">{t('payments.method_crypto')}</option>
          </select>
        </label>
        <form role="search" aria-label={t('payments.search_label')} onSubmit={search} className="flex min-w-64 flex-1 gap-2">
          <label htmlFor="payments-search" className="sr-only">
            {t('payments.search_by')}
          </label>
          <input id="payments-search" type="search" className={input} placeholder={t('payments.search_placeholder')} value={text} onChange={(e) => setText(e.target.value)} />
          <button type="submit" className={btnSecondary}>
            {t('common.search')}
          </button>
        </form>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {!data ? (
        <p className="text-sm text-muted">{t('payments.loading')}</p>
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted">{t('payments.none')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2 md:hidden">
            {data.items.map((p) => (
              <li key={p.id} className="rounded-lg border border-border bg-surface-2 p-3 text-sm" data-testid={`payment-card-${p.reference}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-mono text-fg">{p.reference}</span>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClass[p.status] ?? ''}`}>{statusText(t, p.status)}</span>
                </div>
                <p className="mt-1 break-all text-fg">{p.email}</p>
                <p className="text-muted">
                  {paymentDate(p.created, locale)} · {p.plan_name || p.plan} · {paymentMoney(p.amount, p.currency, locale)} · {methodText(t, p.method)}
                </p>
                {p.note ? <p className="text-xs text-muted">{p.note}</p> : null}
                <Actions p={p} onAction={setAction} onAudit={onAudit} />
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
            <table className="w-full min-w-[48rem] text-start text-sm">
              <thead className="bg-surface-2 text-muted">
                <tr>
                  <th className="px-3 py-2 font-semibold">{t('payments.col_date')}</th>
                  <th className="whitespace-nowrap px-3 py-2 font-semibold">{t('payments.col_reference')}</th>
                  <th className="px-3 py-2 font-semibold">{t('payments.col_member')}</th>
                  <th className="px-3 py-2 font-semibold">{t('payments.col_plan')}</th>
                  <th className="px-3 py-2 font-semibold">{t('payments.col_amount')}</th>
                  <th className="px-3 py-2 font-semibold">{t('payments.method')}</th>
                  <th className="px-3 py-2 font-semibold">{t('payments.status')}</th>
                  <th className="px-3 py-2 font-semibold">
                    <span className="sr-only">{t('payments.col_actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((p) => (
                  <tr key={p.id} className="border-t border-border align-top" data-testid={`payment-row-${p.reference}`}>
                    <td className="whitespace-nowrap px-3 py-2 text-muted">{paymentDate(p.created, locale)}</td>
                    <td className="whitespace-nowrap px-3 py-2 font-mono text-fg">{p.reference}</td>
                    <td className="px-3 py-2 text-fg">
                      {p.email}
                      <span className="block text-xs text-muted">@{p.username}</span>
                    </td>
                    <td className="px-3 py-2 text-fg">{p.plan_name || p.plan}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-fg">{paymentMoney(p.amount, p.currency, locale)}</td>
                    <td className="px-3 py-2 text-fg">{methodText(t, p.method)}</td>
                    <td className="px-3 py-2">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClass[p.status] ?? ''}`}>{statusText(t, p.status)}</span>
                      {p.note ? <span className="mt-1 block text-xs text-muted">{p.note}</span> : null}
                    </td>
                    <td className="px-3 py-2">
                      <Actions p={p} onAction={setAction} onAudit={onAudit} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data ? <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} /> : null}
      <SettleDialog action={action} onClose={() => setAction(null)} onDone={() => (setAction(null), setReload((r) => r + 1))} />
    </section>
  );
}

function Actions({ p, onAction, onAudit }: { p: AdminPayment; onAction: (a: Action) => void; onAudit: (reference: string) => void }) {
  const t = useT('admin');
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-1 md:mt-0">
      {p.status === 'pending' ? (
        <>
          <button type="button" className={btnPrimary} onClick={() => onAction({ kind: 'confirm', payment: p })} aria-label={t('payments.confirm_named', { reference: p.reference })}>
            {t('payments.confirm')}
          </button>
          <button type="button" className={btnSecondary} onClick={() => onAction({ kind: 'reject', payment: p })} aria-label={t('payments.reject_named', { reference: p.reference })}>
            {t('payments.reject')}
          </button>
        </>
      ) : null}
      {p.method === 'crypto' ? (
        <button type="button" className={btnGhost} onClick={() => onAudit(p.reference)} aria-label={t('payments.ipn_named', { reference: p.reference })}>
          {t('payments.ipn_log')}
        </button>
      ) : null}
    </div>
  );
}

function SettleDialog({ action, onClose, onDone }: { action: Action | null; onClose: () => void; onDone: () => void }) {
  const t = useT('admin');
  const locale = useLocale();
  const [note, setNote] = useState('');
  // The dialog says a refusal itself (the mutation's error); one request per dialog: the
  // server refuses a second one anyway (409).
  const settle = useMutation({
    mutationFn: ({ kind, id, note }: { kind: Action['kind']; id: string; note: string }) => (kind === 'confirm' ? confirmPayment(id, note) : rejectPayment(id, note)),
    onSuccess: onDone,
  });
  const { reset } = settle;
  useEffect(() => {
    setNote('');
    reset();
  }, [action, reset]);
  if (!action) return null;
  const { kind, payment } = action;
  const busy = settle.isPending;
  const error = settle.error ? toUserError(settle.error, kind === 'confirm' ? t('payments.confirm_failed') : t('payments.reject_failed')) : '';
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (!busy) settle.mutate({ kind, id: payment.id, note: note.trim() });
  };
  return (
    <Modal title={kind === 'confirm' ? t('payments.confirm_title') : t('payments.reject_title')} open onOpenChange={(o) => !o && onClose()}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-fg">
          {kind === 'confirm'
            ? t('payments.confirm_text', {
                amount: paymentMoney(payment.amount, payment.currency, locale),
                reference: payment.reference,
                email: payment.email,
                period: payment.plan === 'yearly' ? 'year' : 'month',
              })
            : t('payments.reject_text', { reference: payment.reference, email: payment.email })}
        </p>
        <label className="flex flex-col gap-1 text-sm text-muted">
          {t('payments.note')}
          <textarea className={`${input} min-h-20 py-2`} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={btnSecondary} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={btnPrimary} disabled={busy}>
            {kind === 'confirm' ? t('payments.confirm_title') : t('payments.reject_title')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
