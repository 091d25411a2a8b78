import { useSiteSettings } from '../../ui/use-site-settings';
import { LegalPage, SupportEmail } from './legal-page';

export function PrivacyPage() {
  const site = useSiteSettings();
  return (
    <LegalPage title="Privacy Policy">
      <p>This policy explains what {site.site_name} stores about visitors and members, why, and for how long.</p>
      <h2>What we store</h2>
      <ul>
        <li>Account data: your e-mail address, username and a hash of your password.</li>
        <li>Activity: ratings, likes, comments and notifications linked to your account.</li>
        <li>View counts: a hashed or random identifier per view, never your name.</li>
        <li>Payments: the plan, amount, method, status and reference of premium purchases.</li>
        <li>Creator applications: the ID documents you upload, used only to verify your age.</li>
        <li>On your device: your session, the age confirmation and cached pages for offline use.</li>
      </ul>
      <h2>Why</h2>
      <p>To run your account, show and count videos, process payments, verify creators' age and keep the site safe. We do not sell personal data.</p>
      <h2>How long</h2>
      <p>Account data is kept while your account exists; verification documents only as long as the law requires.</p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy, correction or deletion of your data at <SupportEmail email={site.support_email} />.
      </p>
    </LegalPage>
  );
}
