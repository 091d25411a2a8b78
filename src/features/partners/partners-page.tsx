import { PagePlaceholder } from '../../ui/page-placeholder';

export function PartnersPage() {
  return (
    <PagePlaceholder
      title="Partners"
      description="This page will show our partner sites: featured partners with banners first, then the others."
    />
  );
}
