import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { signInWithRole } from '../account/api';
import { AuthCard } from '../account/auth-card';
import { AuthLinks } from '../account/auth-links';
import { LoginForm } from '../account/login-form';
import { useT } from '../../i18n';

export function CreatorLoginPage() {
  const t = useT('creator');
  const navigate = useNavigate();
  return (
    <AuthCard title={t('login.title')}>
      <LoginForm
        submit={async (email, password, second) => {
          await signInWithRole(email, password, 'creator', second);
          navigate(paths.creator.dashboard(), { replace: true });
        }}
      />
      <AuthLinks
        links={[
          { to: paths.resetPassword(paths.creator.login()), label: t('login.forgot') },
          { to: paths.creator.signup(), label: t('login.become') },
        ]}
      />
    </AuthCard>
  );
}
