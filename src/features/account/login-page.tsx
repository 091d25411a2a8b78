import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { RouteNotice } from '../../ui/route-notice';
import { signIn } from './api';
import { AuthCard } from './auth-card';
import { AuthLinks } from './auth-links';
import { LoginForm } from './login-form';
import { safeReturnTo } from './validation';

export function LoginPage() {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' && 'from' in state && typeof state.from === 'string' ? state.from : null;
  return (
    <AuthCard title="Log In">
      <RouteNotice />
      <LoginForm
        submit={async (email, password) => {
          await signIn(email, password);
          navigate(safeReturnTo(from, paths.home()), { replace: true });
        }}
      />
      <AuthLinks
        links={[
          { to: paths.resetPassword(), label: 'Forgot Password?' },
          { to: paths.signup(), label: 'Create an account' },
        ]}
      />
    </AuthCard>
  );
}
