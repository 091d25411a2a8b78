import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { RouteNotice } from '../../ui/route-notice';
import { signIn } from './api';
import { AuthCard } from './auth-card';
import { AuthLinks } from './auth-links';
import { LoginForm } from './login-form';
import { safeReturnTo } from './validation';

export function LoginPage() {
  const tc = useT('common');
  const t = useT('account');
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' && 'from' in state && typeof state.from === 'string' ? state.from : null;
  return (
    <AuthCard title={tc('nav.log_in')}>
      <RouteNotice />
      <LoginForm
        submit={async (email, password, second) => {
          await signIn(email, password, second);
          navigate(safeReturnTo(from, paths.home()), { replace: true });
        }}
      />
      <AuthLinks
        links={[
          { to: paths.resetPassword(), label: t('login.forgot') },
          { to: paths.signup(), label: t('login.create_account') },
        ]}
      />
    </AuthCard>
  );
}
