import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { signInWithRole } from '../account/api';
import { AuthCard } from '../account/auth-card';
import { AuthLinks } from '../account/auth-links';
import { LoginForm } from '../account/login-form';
import { useT } from '../../i18n';

export function AdminLoginPage() {
  const t = useT('admin');
  const navigate = useNavigate();
  return (
    <AuthCard title={t('login.title')}>
      <LoginForm
        busyLabel={t('login.busy')}
        submit={async (email, password) => {
          await signInWithRole(email, password, 'admin');
          navigate(paths.admin.dashboard(), { replace: true });
        }}
      />
      <AuthLinks
        links={[
          { to: paths.home(), label: t('login.back_home') },
          { to: paths.resetPassword(paths.admin.login()), label: t('login.forgot') },
        ]}
      />
    </AuthCard>
  );
}
