import { PagePlaceholder } from '../../ui/page-placeholder';

export function PremiumLoginPage() {
  return (
    <PagePlaceholder
      title="Premium Login" narrow
      description="This page will hold the premium sign-in form; premium members go straight to the premium area afterwards."
    />
  );
}
