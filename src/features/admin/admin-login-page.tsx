import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { link } from '../../ui/styles';
import { signInWithRole } from '../account/api';
import { AuthCard } from '../account/auth-card';
import { LoginForm } from '../account/login-form';

export function AdminLoginPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Admin Login">
      <LoginForm
        submit={async (email, password) => {
          await signInWithRole(email, password, 'admin');
          navigate(paths.admin.dashboard(), { replace: true });
        }}
      />
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to={paths.home()} className={link}>
          ← Back to Home
        </Link>
        <Link to={paths.resetPassword(paths.admin.login())} className={link}>
          Forgot Password?
        </Link>
      </p>
    </AuthCard>
  );
}
