import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { btnPrimary } from '../../ui/styles';

export function PaymentCancelPage() {
  return (
    <PagePlaceholder title="Payment Cancelled" narrow description="Your payment was cancelled and you have not been charged.">
      <Link to={paths.premium.signup()} className={`${btnPrimary} self-start`}>
        Try Again
      </Link>
    </PagePlaceholder>
  );
}
