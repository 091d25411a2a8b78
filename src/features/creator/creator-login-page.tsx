import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { link } from '../../ui/styles';

export function CreatorLoginPage() {
  return (
    <PagePlaceholder
      title="Creator Login"
      narrow
      description="This page will hold the creator sign-in form; only accounts with the creator role get into the creator dashboard."
    >
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to={paths.resetPassword(paths.creator.login())} className={link}>
          Forgot Password?
        </Link>
        <Link to={paths.creator.signup()} className={link}>
          Become a Creator
        </Link>
      </p>
    </PagePlaceholder>
  );
}
