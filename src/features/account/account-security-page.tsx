// /account/security: two-step sign-in, a copy of your data and deleting the account on a
// page of their own (the settings dialog holds the same panels). An admin who must turn on
// two-step sign-in is sent here before the admin panel opens.
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../data/session';
import { useT } from '../../i18n';
import { paths, type LoginRedirectState } from '../../lib/paths';
import { Spinner } from '../../ui/status-panel';
import { AuthCard } from './auth-card';
import { DataExportPanel, DeleteAccountPanel } from './my-data-panel';
import { TwoFactorPanel } from './two-factor-panel';

export function AccountSecurityPage() {
  const t = useT('account');
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const location = useLocation();
  if (status === 'loading') return <Spinner />;
  if (!user) {
    const state: LoginRedirectState = { from: location.pathname };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  return (
    <AuthCard title={t('totp.title')}>
      <TwoFactorPanel />
      <h2 className="pt-4 text-lg font-semibold text-fg">{t('mydata.title')}</h2>
      <DataExportPanel />
      <h2 className="pt-4 text-lg font-semibold text-fg">{t('delete.title')}</h2>
      <DeleteAccountPanel />
    </AuthCard>
  );
}
