// Query hooks over the payments calls (payments.ts): the member's receipts, the payment
// options, one payment followed while pending, and the admin's payments and IPN log.
// The library de-duplicates them and drops answers that arrive out of order.
import { useQuery } from '@tanstack/react-query';
import { errorStatus } from './errors';
import { retryDelay } from './backoff';
import { fetchAdminPayments, fetchMyPayments, fetchPayment, fetchPaymentEvents, fetchPaymentOptions } from './payments';

export function useMyPayments(page: number, enabled: boolean) {
  return useQuery({ queryKey: ['payments', 'mine', page], queryFn: () => fetchMyPayments(page), enabled, staleTime: 0 });
}

/** Plans and methods: asked again each time a form that needs them opens. */
export function usePaymentOptions(enabled = true) {
  return useQuery({ queryKey: ['payments', 'options'], queryFn: fetchPaymentOptions, enabled, staleTime: 0 });
}

export function useAdminPayments(q: { page: number; status: string; method: string; q: string }, reload: number) {
  return useQuery({ queryKey: ['admin', 'payments', q, reload], queryFn: () => fetchAdminPayments(q), staleTime: 0 });
}

export function usePaymentEvents(reference: string, page: number) {
  return useQuery({ queryKey: ['admin', 'payment-events', reference, page], queryFn: () => fetchPaymentEvents(reference, page), staleTime: 0 });
}

/**
 * One payment, polled while pending (every `intervalMs`; after a minute five times slower:
 * a SEPA transfer or a slow provider may take days), and after a failed read (twice the
 * interval, doubling up to 30 s: backoff.ts). A 404 stops it. `startedAt` is when following began.
 */
export function usePaymentPoll(reference: string, enabled: boolean, intervalMs: number, startedAt: number) {
  return useQuery({
    queryKey: ['payments', 'one', reference],
    queryFn: () => fetchPayment(reference),
    enabled: enabled && !!reference,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => {
      // A failed read backs off to one per 30 s (offline, server down); the connection's
      // return refetches at once (query-client.ts, refetchOnReconnect).
      if (query.state.status === 'error') return errorStatus(query.state.error) === 404 ? false : retryDelay(query.state.fetchFailureCount - 1, Math.random, intervalMs * 2);
      if (query.state.data?.payment.status !== 'pending') return false;
      return Date.now() - startedAt > 60_000 ? intervalMs * 5 : intervalMs;
    },
    refetchIntervalInBackground: true,
  });
}
