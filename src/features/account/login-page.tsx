import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { RouteNotice } from '../../ui/route-notice';
import { link } from '../../ui/styles';
import { signIn } from './api';
import { AuthCard } from './auth-card';
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
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to={paths.resetPassword()} className={link}>
          Forgot Password?
        </Link>
        <Link to={paths.signup()} className={link}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
