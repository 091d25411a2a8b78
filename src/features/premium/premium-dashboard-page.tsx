import { PagePlaceholder } from '../../ui/page-placeholder';

export function PremiumDashboardPage() {
  return (
    <PagePlaceholder
      title="Premium Content"
      description="This page will list the premium videos, with a search box and filter chips for the premium categories."
    />
  );
}
