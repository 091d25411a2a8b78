import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { link } from '../../ui/styles';

export function AdminLoginPage() {
  return (
    <PagePlaceholder
      title="Admin Login"
      narrow
      description="This page will hold the admin sign-in form; only accounts with the admin role get into the admin panel."
    >
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to={paths.home()} className={link}>
          ← Back to Home
        </Link>
        <Link to={paths.resetPassword(paths.admin.login())} className={link}>
          Forgot Password?
        </Link>
      </p>
    </PagePlaceholder>
  );
}
