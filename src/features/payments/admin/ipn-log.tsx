// The provider's notifications as received (raw body and our verdict), for audit.
import { useEffect, useState, type FormEvent } from 'react';
import { toUserError } from '../../../data/errors';
import { usePaymentEvents } from '../../../data/payments-queries';
import { useT, type TFunction } from '../../../i18n';
import { Pagination } from '../../../ui/pagination';
import { btnSecondary, input } from '../../../ui/styles';

/**
 * The server's verdict ("completed", "rejected: wrong merchant") with its outcome in the
 * admin's language; the detail after the colon is the log's, as written.
 */
function verdictText(t: TFunction, verdict: string): string {
  const [head = '', ...rest] = verdict.split(': ');
  const words: Record<string, () => string> = {
    completed: () => t('payments.badge_completed'),
    failed: () => t('payments.badge_failed'),
    pending: () => t('payments.badge_pending'),
    rejected: () => t('payments.verdict_rejected'),
    ignored: () => t('payments.verdict_ignored'),
    duplicate: () => t('payments.verdict_duplicate'),
  };
  const word = words[head]?.() ?? head;
  return rest.length ? `${word}: ${rest.join(': ')}` : word;
}

export function IpnLog({ reference, onReference }: { reference: string; onReference: (r: string) => void }) {
  const t = useT('admin');
  const [text, setText] = useState(reference);
  const [page, setPage] = useState(1);
  const events = usePaymentEvents(reference, page);
  const data = events.data ?? null;
  const error = events.isError ? toUserError(events.error, t('payments.ipn_load_failed')) : '';
  useEffect(() => {
    setText(reference);
    setPage(1);
  }, [reference]);
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    onReference(text.trim().toUpperCase());
  };
  return (
    <section aria-labelledby="ipn-heading" className="flex flex-col gap-4">
      <h2 id="ipn-heading" className="text-xl font-bold text-fg">
        {t('payments.ipn_heading')}
      </h2>
      <form role="search" aria-label={t('payments.ipn_search')} onSubmit={submit} className="flex max-w-xl gap-2">
        <label htmlFor="ipn-reference" className="sr-only">
          {t('payments.ipn_filter_label')}
        </label>
        <input id="ipn-reference" className={input} placeholder={t('payments.ipn_placeholder')} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className={btnSecondary}>
          {t('payments.ipn_filter')}
        </button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {data && data.items.length === 0 ? <p className="text-sm text-muted">{t('payments.ipn_none')}</p> : null}
      <ul className="flex flex-col gap-2">
        {data?.items.map((ev) => (
          <li key={ev.id} className="rounded-lg border border-border bg-surface-2 p-3 text-sm">
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              <span className="text-muted">{ev.created.slice(0, 19)}</span>
              <span className="font-mono text-fg">{ev.reference || '—'}</span>
              <span className="text-muted">{t('payments.ipn_txn', { id: ev.txn_id || '—' })}</span>
              <span className="text-muted">{t('payments.ipn_status', { status: ev.status })}</span>
              <span className={ev.applied ? 'font-semibold text-green-300' : ev.verdict.startsWith('rejected') ? 'text-red-300' : 'text-fg'}>{verdictText(t, ev.verdict)}</span>
            </div>
            <details className="mt-1">
              <summary className="cursor-pointer text-muted">{t('payments.ipn_raw')}</summary>
              <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-all font-mono text-xs text-fg">{ev.raw_body}</pre>
            </details>
          </li>
        ))}
      </ul>
      {data ? <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} /> : null}
    </section>
  );
}
