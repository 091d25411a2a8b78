import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { signIn } from '../account/api';
import { AuthCard } from '../account/auth-card';
import { AuthLinks } from '../account/auth-links';
import { LoginForm } from '../account/login-form';

export function PremiumLoginPage() {
  const navigate = useNavigate();
  const t = useT('account');
  return (
    <AuthCard title={t('login.premium_title')}>
      <LoginForm
        submit={async (email, password, second) => {
          const me = await signIn(email, password, second);
          if (me?.is_premium) navigate(paths.premium.dashboard(), { replace: true });
          else navigate(paths.premium.signup());
        }}
      />
      <AuthLinks
        links={[
          { to: paths.resetPassword(paths.premium.login()), label: t('login.forgot') },
          { to: paths.signup(), label: t('login.create_account') },
        ]}
      />
    </AuthCard>
  );
}
