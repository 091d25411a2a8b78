import { PagePlaceholder } from '../../ui/page-placeholder';

export function TermsPage() {
  return (
    <PagePlaceholder
      title="Terms of Service"
      description="This page will hold the terms of service, including the requirement that every visitor is 18 or older."
    />
  );
}
