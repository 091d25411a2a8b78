import { PagePlaceholder } from '../../ui/page-placeholder';

export function TestSignupPage() {
  return (
    <PagePlaceholder
      title="Test Signup" narrow
      description="This page will hold the test signup form used to create accounts during testing."
    />
  );
}
