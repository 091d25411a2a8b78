import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { RouteNotice } from '../../ui/route-notice';
import { link } from '../../ui/styles';

export function SignupPage() {
  return (
    <PagePlaceholder
      title="Become a Member"
      narrow
      description="This page will hold the signup form: username, email, password and password confirmation."
    >
      <RouteNotice />
      <p className="text-sm text-muted">
        Already a member?{' '}
        <Link to={paths.login()} className={link}>
          Log In
        </Link>
      </p>
    </PagePlaceholder>
  );
}
