import { PagePlaceholder } from '../../ui/page-placeholder';

export function CreatorTermsPage() {
  return (
    <PagePlaceholder
      title="Creator Terms"
      description="This page will hold the terms creators accept when they upload videos."
    />
  );
}
