import { PagePlaceholder } from '../../ui/page-placeholder';

export function ResetPasswordPage() {
  return (
    <PagePlaceholder
      title="Reset Password" narrow
      description="This page will let you request a password reset e-mail, and set a new password when you arrive from the link in that e-mail."
    />
  );
}
