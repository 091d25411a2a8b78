import { PagePlaceholder } from '../../ui/page-placeholder';

export function ContactPage() {
  return (
    <PagePlaceholder
      title="Contact Us"
      description="This page will give the ways to reach the site operator, including the support e-mail address from the site settings."
    />
  );
}
