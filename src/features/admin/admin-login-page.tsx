import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { signInWithRole } from '../account/api';
import { AuthCard } from '../account/auth-card';
import { AuthLinks } from '../account/auth-links';
import { LoginForm } from '../account/login-form';

export function AdminLoginPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Admin Login">
      <LoginForm
        busyLabel="Logging in..."
        submit={async (email, password) => {
          await signInWithRole(email, password, 'admin');
          navigate(paths.admin.dashboard(), { replace: true });
        }}
      />
      <AuthLinks
        links={[
          { to: paths.home(), label: '← Back to Home' },
          { to: paths.resetPassword(paths.admin.login()), label: 'Forgot Password?' },
        ]}
      />
    </AuthCard>
  );
}
