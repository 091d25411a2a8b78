// /premium/payment/success?order_id=…: shows the state the server has. A spinner while the
// provider's notification has not arrived, then 'Payment Successful!'. Visiting this page
// grants nothing (the provider redirects here before, or without, paying).
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths, type LoginRedirectState } from '../../lib/paths';
import { refreshSession, useSession } from '../../data/session';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { btnPrimary, btnSecondary } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { T, useLocale, useT } from '../../i18n';
import { paymentDate, paymentMoney } from './money';
import { usePaymentStatus } from './use-payment-status';

export function PaymentSuccessPage() {
  const t = useT('premium');
  const tc = useT('common');
  const locale = useLocale();
  useDocumentTitle(t('payment.title'));
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
  if (watch.state === 'loading') return <Spinner label={t('payment.checking')} />;
  if (watch.state === 'not-found' || watch.state === 'error') {
    return (
      <StatusPanel
        title={watch.state === 'not-found' ? t('payment.not_found') : t('payment.check_failed')}
        message={watch.state === 'not-found' ? t('payment.not_found_text') : t('payment.check_failed_text')}
      >
        <Link to={paths.premium.signup()} className={btnPrimary}>
          {t('payment.back_to_premium')}
        </Link>
      </StatusPanel>
    );
  }
  const { payment, premium } = watch;
  if (payment.status === 'completed') {
    return (
      <StatusPanel
        title={t('payment.success')}
        message={
          t('payment.success_text', { amount: paymentMoney(payment.amount, payment.currency, locale), reference: payment.reference }) +
          (premium?.until ? ` ${t('payment.active_until', { date: paymentDate(premium.until, locale) })}` : '')
        }
      >
        <Link to={paths.premium.root()} className={btnPrimary}>
          {t('payment.go_premium')}
        </Link>
      </StatusPanel>
    );
  }
  if (payment.status === 'failed') {
    return (
      <StatusPanel title={t('payment.failed')} message={t('payment.failed_text', { reference: payment.reference })}>
        <Link to={paths.premium.signup()} className={btnPrimary}>
          {tc('actions.try_again')}
        </Link>
      </StatusPanel>
    );
  }
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 text-center">
      <h1 className="text-xl font-bold text-fg">{t('payment.confirming')}</h1>
      <Spinner label={t('payment.waiting')} />
      <p className="text-sm text-muted">
        <T ns="premium" k="payment.reference" values={{ reference: payment.reference }} components={{ 0: <strong className="text-fg" /> }} />{' '}
        {watch.waitedMs > 60_000 ? t('payment.slow') : t('payment.usually_quick')}
      </p>
      <Link to={paths.home()} className={`${btnSecondary} mt-6`}>
        {tc('errors.back_home')}
      </Link>
    </section>
  );
}
