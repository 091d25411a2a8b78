import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { RouteNotice } from '../../ui/route-notice';
import { link } from '../../ui/styles';

export function LoginPage() {
  return (
    <PagePlaceholder
      title="Log In"
      narrow
      description="This page will hold the sign-in form with your email and password."
    >
      <RouteNotice />
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to={paths.resetPassword()} className={link}>
          Forgot Password?
        </Link>
        <Link to={paths.signup()} className={link}>
          Create an account
        </Link>
      </p>
    </PagePlaceholder>
  );
}
