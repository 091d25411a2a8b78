import { PagePlaceholder } from '../../ui/page-placeholder';

export function PrivacyPage() {
  return (
    <PagePlaceholder
      title="Privacy Policy"
      description="This page will hold the privacy policy: what we store about visitors and members, why, and for how long."
    />
  );
}
