// /premium/payment/success?order_id=…: shows the state the server has. A spinner while the
// provider's notification has not arrived, then 'Payment Successful!'. Visiting this page
// grants nothing (the provider redirects here before, or without, paying).
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths, type LoginRedirectState } from '../../lib/paths';
import { formatDate, formatMoney } from '../../data/payments';
import { refreshSession, useSession } from '../../data/session';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { btnPrimary, btnSecondary } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePaymentStatus } from './use-payment-status';

export function PaymentSuccessPage() {
  useDocumentTitle('Payment');
  const [params] = useSearchParams();
  const location = useLocation();
  const reference = (params.get('order_id') ?? '').trim();
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const watch = usePaymentStatus(reference, !!user && !!reference);
  const completed = watch.state === 'ready' && watch.payment.status === 'completed';

  useEffect(() => {
    // the session's premium flag comes from the server too: re-read it once completed
    if (completed) void refreshSession();
  }, [completed]);

  if (status === 'loading') return <Spinner />;
  if (!user) {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to={paths.premium.login()} replace state={state} />;
  }
  if (!reference) return <Navigate to={paths.premium.signup()} replace />;
  if (watch.state === 'loading') return <Spinner label="Checking your payment..." />;
  if (watch.state === 'not-found' || watch.state === 'error') {
    return (
      <StatusPanel
        title={watch.state === 'not-found' ? 'Payment not found' : 'Could not check your payment'}
        message={watch.state === 'not-found' ? 'We have no payment with this reference on your account.' : 'Check your connection; we will keep trying.'}
      >
        <Link to={paths.premium.signup()} className={btnPrimary}>
          Back to Premium
        </Link>
      </StatusPanel>
    );
  }
  const { payment, premium } = watch;
  if (payment.status === 'completed') {
    return (
      <StatusPanel
        title="Payment Successful!"
        message={
          <>
            Thank you! Your payment of {formatMoney(payment.amount, payment.currency)} ({payment.reference}) is confirmed.
            {premium?.until ? ` Your premium membership is active until ${formatDate(premium.until)}.` : ''}
          </>
        }
      >
        <Link to={paths.premium.root()} className={btnPrimary}>
          Go to Premium Content
        </Link>
      </StatusPanel>
    );
  }
  if (payment.status === 'failed') {
    return (
      <StatusPanel title="Payment Failed" message={`The payment ${payment.reference} was not completed, and premium was not activated.`}>
        <Link to={paths.premium.signup()} className={btnPrimary}>
          Try Again
        </Link>
      </StatusPanel>
    );
  }
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 text-center">
      <h1 className="text-xl font-bold text-fg">Confirming your payment</h1>
      <Spinner label="Waiting for the payment provider's confirmation..." />
      <p className="text-sm text-muted">
        Reference <strong className="text-fg">{payment.reference}</strong>.{' '}
        {watch.waitedMs > 60_000
          ? 'This is taking longer than usual. You can leave this page: we will notify you as soon as your premium membership is active.'
          : 'This usually takes a few moments.'}
      </p>
      <Link to={paths.home()} className={`${btnSecondary} mt-6`}>
        Back to Home
      </Link>
    </section>
  );
}
