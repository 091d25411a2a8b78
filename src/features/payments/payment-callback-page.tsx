// /premium/payment/callback?order_id=… (spec §4 "Callback flow"): no order id → the premium
// signup; paid → the success page; failed, unknown or an error → the cancel page. "Paid" is
// the server's status of the payment, never a query parameter.
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, type LoginRedirectState } from '../../lib/paths';
import { useSession } from '../../data/session';
import { Spinner } from '../../ui/status-panel';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useT } from '../../i18n';
import { usePaymentStatus } from './use-payment-status';

/** How long a pending payment may keep the callback waiting before it counts as not paid. */
const WAIT_MS = 30_000;

export function PaymentCallbackPage() {
  const t = useT('premium');
  useDocumentTitle(t('payment.processing_title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const reference = (params.get('order_id') ?? '').trim();
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const watch = usePaymentStatus(reference, !!user && !!reference);

  useEffect(() => {
    if (watch.state === 'loading') return;
    if (watch.state === 'ready' && watch.payment.status === 'completed') navigate(paths.premium.paymentSuccess(reference), { replace: true });
    else if (watch.state !== 'ready' || watch.payment.status === 'failed' || watch.waitedMs > WAIT_MS) navigate(paths.premium.paymentCancel(), { replace: true });
  }, [watch, navigate, reference]);

  if (status !== 'loading' && !reference) return <Navigate to={paths.premium.signup()} replace />;
  if (status !== 'loading' && !user) {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to={paths.premium.login()} replace state={state} />;
  }
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="sr-only">{t('payment.title')}</h1>
      <Spinner label={t('payment.processing')} />
    </section>
  );
}
