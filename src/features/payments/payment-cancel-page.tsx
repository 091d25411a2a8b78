import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { btnPrimary } from '../../ui/styles';

export function PaymentCancelPage() {
  const t = useT('premium');
  const tc = useT('common');
  return (
    <PagePlaceholder title={t('payment.cancelled')} narrow description={t('payment.cancelled_text')}>
      <Link to={paths.premium.signup()} className={`${btnPrimary} self-start`}>
        {tc('actions.try_again')}
      </Link>
    </PagePlaceholder>
  );
}
