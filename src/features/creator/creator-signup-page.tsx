import { Navigate } from 'react-router-dom';
import { paths, type NoticeState } from '../../app/paths';
import { useSession } from '../../data/session';
import { CREATOR_SIGNUP_FIRST } from '../../lib/messages';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { Spinner } from '../../ui/status-panel';

export function CreatorSignupPage() {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  if (status === 'loading') return <Spinner />;
  if (!user) {
    const state: NoticeState = { message: CREATOR_SIGNUP_FIRST };
    return <Navigate to={paths.signup()} replace state={state} />;
  }
  return (
    <PagePlaceholder
      title="Become a Creator"
      narrow
      description="This page will hold the creator application: a photo of your ID document, a selfie with the ID, and the agreement that you are at least 18 and that the ID is used for age verification only."
    />
  );
}
