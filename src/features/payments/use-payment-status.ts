// Follows one payment's status on the server (the success and callback pages): polls while
// it is pending. Reading it never changes it: only the IPN or an admin completes a payment.
import { useEffect, useState } from 'react';
import { errorStatus } from '../../data/errors';
import { fetchPayment, type Payment, type PremiumStatus } from '../../data/payments';

export type PaymentWatch =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error' }
  | { state: 'ready'; payment: Payment; premium?: PremiumStatus; waitedMs: number };

export function usePaymentStatus(reference: string, enabled: boolean, intervalMs = 2000): PaymentWatch {
  const [watch, setWatch] = useState<PaymentWatch>({ state: 'loading' });
  useEffect(() => {
    if (!enabled || !reference) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const tick = async () => {
      try {
        const res = await fetchPayment(reference);
        if (!live) return;
        const waitedMs = Date.now() - started;
        setWatch({ state: 'ready', payment: res.payment, premium: res.premium, waitedMs });
        // after a minute, poll slower: a SEPA transfer or a slow provider may take days
        if (res.payment.status === 'pending') timer = setTimeout(() => void tick(), waitedMs > 60_000 ? intervalMs * 5 : intervalMs);
      } catch (err) {
        if (!live) return;
        const s = errorStatus(err);
        if (s === 404) setWatch({ state: 'not-found' });
        else {
          setWatch((w) => (w.state === 'ready' ? w : { state: 'error' }));
          timer = setTimeout(() => void tick(), intervalMs * 2);
        }
      }
    };
    void tick();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [reference, enabled, intervalMs]);
  return watch;
}
