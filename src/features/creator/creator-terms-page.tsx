// The terms a creator accepts with the application (linked from /creator/signup).
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { link } from '../../ui/styles';
import { useSiteSettings } from '../../ui/use-site-settings';
import { LegalPage, SupportEmail } from '../legal/legal-page';

export function CreatorTermsPage() {
  const site = useSiteSettings();
  return (
    <LegalPage title="Creator Terms">
      <p>These terms apply to everyone who uploads videos to {site.site_name} as a creator, in addition to the general terms of service.</p>
      <h2>Age and identity verification</h2>
      <ul>
        <li>You must be at least 18 years old. To become a creator you send a photo of the front of your ID document and a selfie holding it.</li>
        <li>Your ID images are used for age verification only. Only admins can see them, through links that expire after 60 seconds; location and camera data are removed when you upload them.</li>
        <li>If your creator status is revoked, your ID images are deleted.</li>
      </ul>
      <h2>What you may upload</h2>
      <ul>
        <li>Only videos you own or have the rights to publish.</li>
        <li>Everyone shown must be a consenting adult who was at least 18 at the time of recording, and you must hold their documented consent and the records required by <Link to={paths.statement2257()} className={`${link} underline`}>18 U.S.C. 2257</Link>.</li>
        <li>No illegal content and nothing published without the consent of the people in it.</li>
      </ul>
      <h2>Your videos</h2>
      <p>You can edit and delete your own videos at any time from your creator panel. We may remove videos that break these terms, and we act on takedown requests under our <Link to={paths.dmca()} className={`${link} underline`}>DMCA / Takedown Policy</Link>.</p>
      <h2>Review and revocation</h2>
      <p>An admin reviews every application and may approve or reject it with a reason; a rejected member may apply again. Creator status can be revoked when these terms are broken; you are notified with the reason.</p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <SupportEmail email={site.support_email} />.
      </p>
    </LegalPage>
  );
}
