import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { link } from '../../ui/styles';
import { useSiteSettings } from '../../ui/use-site-settings';
import { DmcaForm } from '../moderation/dmca-form';
import { LegalPage, SupportEmail } from './legal-page';

export function DmcaPage() {
  const site = useSiteSettings();
  return (
    <LegalPage title="DMCA / Takedown Policy">
      <p>
        {site.site_name} respects the rights of copyright holders and of the people who appear in videos. If content on this site infringes your copyright or
        shows you without your consent, send a takedown request to <SupportEmail email={site.support_email} /> (or through the{' '}
        <Link to={paths.contact()} className={link}>
          contact page
        </Link>
        ).
      </p>
      <h2>What to include</h2>
      <ul>
        <li>The address (URL) of each video or page concerned.</li>
        <li>Who you are and how you are affected (copyright holder, person depicted, or their representative).</li>
        <li>A statement in good faith that the use is not authorised, and that your notice is accurate.</li>
        <li>Your contact details and your physical or electronic signature.</li>
      </ul>
      <h2>Our process</h2>
      <ul>
        <li>We review every takedown request within 7 business days.</li>
        <li>Content may be disabled while the request is reviewed.</li>
        <li>An uploader may appeal a removal within 7 days by filing a counter-statement from the takedown notice in their creator dashboard.</li>
        <li>We decide on an appeal within 7 business days.</li>
      </ul>
      <DmcaForm />
    </LegalPage>
  );
}
