import { PagePlaceholder } from '../../ui/page-placeholder';

export function Statement2257Page() {
  return (
    <PagePlaceholder
      title="18 U.S.C. § 2257 Record-Keeping Requirements Compliance Statement"
      documentTitle="18 U.S.C. 2257 Statement"
      description="This page will hold the compliance statement: that all performers were at least 18 at production, the custodian of records with their address from the site settings, and the operator's position on user-uploaded material."
    />
  );
}
