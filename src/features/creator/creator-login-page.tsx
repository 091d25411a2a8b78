import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { link } from '../../ui/styles';
import { signInWithRole } from '../account/api';
import { AuthCard } from '../account/auth-card';
import { LoginForm } from '../account/login-form';

export function CreatorLoginPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Creator Login">
      <LoginForm
        submit={async (email, password) => {
          await signInWithRole(email, password, 'creator');
          navigate(paths.creator.dashboard(), { replace: true });
        }}
      />
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to={paths.resetPassword(paths.creator.login())} className={link}>
          Forgot Password?
        </Link>
        <Link to={paths.creator.signup()} className={link}>
          Become a Creator
        </Link>
      </p>
    </AuthCard>
  );
}
