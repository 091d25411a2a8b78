import { Navigate } from 'react-router-dom';
import { paths, type NoticeState } from '../../app/paths';
import { useSession } from '../../data/session';
import { PREMIUM_SIGNUP_FIRST } from '../../lib/messages';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { Spinner } from '../../ui/status-panel';

export function PremiumSignupPage() {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  if (status === 'loading') return <Spinner />;
  if (!user) {
    const state: NoticeState = { message: PREMIUM_SIGNUP_FIRST };
    return <Navigate to={paths.signup()} replace state={state} />;
  }
  return (
    <PagePlaceholder
      title="Go Premium"
      description="This page will present the premium membership: feature slides, the FAQ, and the plan and payment choice."
    />
  );
}
