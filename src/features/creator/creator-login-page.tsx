import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { signInWithRole } from '../account/api';
import { AuthCard } from '../account/auth-card';
import { AuthLinks } from '../account/auth-links';
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
      <AuthLinks
        links={[
          { to: paths.resetPassword(paths.creator.login()), label: 'Forgot Password?' },
          { to: paths.creator.signup(), label: 'Become a Creator' },
        ]}
      />
    </AuthCard>
  );
}
