// Route guards. They only shape the UI: the server enforces every rule itself.
// Roles come from the session store (GET /api/reelhouse/me), never from the client.
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { refreshSession, useSession } from '../data/session';
import { guardDecision, type Role } from '../lib/roles';
import { Spinner, StatusPanel } from '../ui/status-panel';
import { btnPrimary, btnSecondary } from '../ui/styles';
import { paths, type LoginRedirectState } from '../lib/paths';
import { useT } from '../i18n';

interface RoleGuardProps {
  role: Role;
  loginPath: string;
  denied: ReactNode;
  children: ReactNode;
}

function RoleGuard({ role, loginPath, denied, children }: RoleGuardProps) {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const location = useLocation();
  const t = useT('common');

  switch (guardDecision({ status, user }, role)) {
    case 'loading':
      return <Spinner label={t('guard.checking')} />;
    case 'error':
      return (
        <StatusPanel title={t('guard.check_failed')} message={t('guard.check_failed_text')}>
          <button type="button" className={btnPrimary} onClick={() => void refreshSession()}>
            {t('actions.try_again')}
          </button>
        </StatusPanel>
      );
    case 'login': {
      const state: LoginRedirectState = { from: location.pathname + location.search };
      return <Navigate to={loginPath} replace state={state} />;
    }
    case 'denied':
      // An admin who must turn on two-step sign-in first (the server refuses admin calls until then).
      if (role === 'admin' && user?.two_factor_required) return <Navigate to={paths.accountSecurity()} replace />;
      return <>{denied}</>;
    case 'allow':
      return <>{children}</>;
  }
}

function HomeLink() {
  const t = useT('common');
  return (
    <Link to={paths.home()} className={btnSecondary}>
      {t('errors.back_home')}
    </Link>
  );
}

/** The denied panel's texts (a component of its own: hooks run where it renders). */
function Denied({ area }: { area: 'admin' | 'creator' | 'premium' }) {
  const t = useT('common');
  if (area === 'premium') {
    return (
      <StatusPanel title={t('guard.premium_required')} message={t('guard.premium_only')}>
        <Link to={paths.premium.signup()} className={btnPrimary}>
          {t('guard.upgrade')}
        </Link>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel title={t('guard.denied')} message={area === 'admin' ? t('guard.denied_admin') : t('guard.denied_creator')}>
      {area === 'creator' ? (
        <Link to={paths.creator.signup()} className={btnPrimary}>
          {t('footer.become_creator')}
        </Link>
      ) : null}
      <HomeLink />
    </StatusPanel>
  );
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RoleGuard
      role="admin"
      loginPath={paths.admin.login()}
      denied={<Denied area="admin" />}
    >
      {children}
    </RoleGuard>
  );
}

export function RequireCreator({ children }: { children: ReactNode }) {
  return (
    <RoleGuard
      role="creator"
      loginPath={paths.creator.login()}
      denied={<Denied area="creator" />}
    >
      {children}
    </RoleGuard>
  );
}

export function RequirePremium({ children }: { children: ReactNode }) {
  return (
    <RoleGuard
      role="premium"
      loginPath={paths.premium.login()}
      denied={<Denied area="premium" />}
    >
      {children}
    </RoleGuard>
  );
}
