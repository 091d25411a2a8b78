import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { link } from '../../ui/styles';
import { signIn } from '../account/api';
import { AuthCard } from '../account/auth-card';
import { LoginForm } from '../account/login-form';

export function PremiumLoginPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Premium Login">
      <LoginForm
        submit={async (email, password) => {
          const me = await signIn(email, password);
          if (me?.is_premium) navigate(paths.premium.dashboard(), { replace: true });
          else navigate(paths.premium.signup());
        }}
      />
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to={paths.resetPassword(paths.premium.login())} className={link}>
          Forgot Password?
        </Link>
        <Link to={paths.signup()} className={link}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
