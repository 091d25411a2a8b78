import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { AdminEnrolmentError, signInWithRole } from '../account/api';
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
        submit={async (email, password, second) => {
          try {
            await signInWithRole(email, password, 'admin', second);
          } catch (err) {
            // Admins must use two-step sign-in here: set it up first, then the panel opens.
            if (err instanceof AdminEnrolmentError) return navigate(paths.accountSecurity(), { replace: true });
            throw err;
          }
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
