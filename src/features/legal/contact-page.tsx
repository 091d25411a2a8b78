import { useSiteSettings } from '../../ui/use-site-settings';
import { LegalPage, SupportEmail } from './legal-page';

export function ContactPage() {
  const site = useSiteSettings();
  return (
    <LegalPage title="Contact Us">
      <p>Questions, feedback or problems with {site.site_name}? Write to us and we will answer as soon as we can.</p>
      <h2>Support</h2>
      <p>
        E-mail: <SupportEmail email={site.support_email} />
      </p>
      <h2>Copyright and consent issues</h2>
      <p>To report content that infringes your rights or was published without consent, follow our DMCA / Takedown Policy and send the notice to the same address.</p>
      <h2>Premium payments</h2>
      <p>For a SEPA transfer, include your payment reference and a screenshot of the transfer for faster activation.</p>
    </LegalPage>
  );
}
