import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { btnPrimary } from '../../ui/styles';

export function PaymentSuccessPage() {
  return (
    <PagePlaceholder
      title="Payment Successful!"
      narrow
      description="This page will confirm your payment and your premium membership once the payment provider has confirmed it."
    >
      <Link to={paths.premium.root()} className={`${btnPrimary} self-start`}>
        Go to Premium Content
      </Link>
    </PagePlaceholder>
  );
}
