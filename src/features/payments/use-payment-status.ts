// Follows one payment's status on the server (the success and callback pages): polls while
// it is pending (data/payments-queries.ts). Reading it never changes it: only the IPN or an
// admin completes a payment.
import { useState } from 'react';
import { errorStatus } from '../../data/errors';
import type { Payment, PremiumStatus } from '../../data/payments';
import { usePaymentPoll } from '../../data/payments-queries';

export type PaymentWatch =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error' }
  | { state: 'ready'; payment: Payment; premium?: PremiumStatus; waitedMs: number };

export function usePaymentStatus(reference: string, enabled: boolean, intervalMs = 2000): PaymentWatch {
  const [startedAt] = useState(() => Date.now());
  const q = usePaymentPoll(reference, enabled, intervalMs, startedAt);
  // A failed read after an answer keeps the answer on screen.
  if (q.data) return { state: 'ready', payment: q.data.payment, premium: q.data.premium, waitedMs: q.dataUpdatedAt - startedAt };
  if (q.isError) return errorStatus(q.error) === 404 ? { state: 'not-found' } : { state: 'error' };
  return { state: 'loading' };
}
