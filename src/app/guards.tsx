// Route guards. They only shape the UI: the server enforces every rule itself.
// Roles come from the session store (GET /api/reelhouse/me), never from the client.
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { refreshSession, useSession } from '../data/session';
import { guardDecision, type Role } from '../lib/roles';
import { Spinner, StatusPanel } from '../ui/status-panel';
import { btnPrimary, btnSecondary } from '../ui/styles';
import { paths, type LoginRedirectState } from '../lib/paths';

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

  switch (guardDecision({ status, user }, role)) {
    case 'loading':
      return <Spinner label="Checking access..." />;
    case 'error':
      return (
        <StatusPanel title="Could not check your access" message="Check your connection and try again.">
          <button type="button" className={btnPrimary} onClick={() => void refreshSession()}>
            Try Again
          </button>
        </StatusPanel>
      );
    case 'login': {
      const state: LoginRedirectState = { from: location.pathname + location.search };
      return <Navigate to={loginPath} replace state={state} />;
    }
    case 'denied':
      return <>{denied}</>;
    case 'allow':
      return <>{children}</>;
  }
}

const homeLink = (
  <Link to={paths.home()} className={btnSecondary}>
    Back to Home
  </Link>
);

export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RoleGuard
      role="admin"
      loginPath={paths.admin.login()}
      denied={
        <StatusPanel title="Access Denied" message="You do not have permission to access the admin panel.">
          {homeLink}
        </StatusPanel>
      }
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
      denied={
        <StatusPanel title="Access Denied" message="You do not have permission to access the creator panel.">
          <Link to={paths.creator.signup()} className={btnPrimary}>
            Become a Creator
          </Link>
          {homeLink}
        </StatusPanel>
      }
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
      denied={
        <StatusPanel title="Premium Access Required" message="This content is only available to premium members.">
          <Link to={paths.premium.signup()} className={btnPrimary}>
            Upgrade to Premium
          </Link>
        </StatusPanel>
      }
    >
      {children}
    </RoleGuard>
  );
}
