import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { link } from '../../ui/styles';
import { useSiteSettings } from '../../ui/use-site-settings';
import { LegalPage, SupportEmail } from './legal-page';

export function TermsPage() {
  const site = useSiteSettings();
  return (
    <LegalPage title="Terms of Service">
      <p>By using {site.site_name} you accept these terms.</p>
      <h2>Adults only</h2>
      <p>You must be 18 years of age or older (or the age of majority where you live, if higher) to enter or use this site.</p>
      <h2>Accounts</h2>
      <p>Keep your password secret; you are responsible for what happens under your account. One person per account.</p>
      <h2>Content</h2>
      <ul>
        <li>Uploads must show only consenting adults who were at least 18 at the time of recording, with their documented consent.</li>
        <li>No illegal content, no content published without consent, no infringement of others' rights.</li>
        <li>
          We remove content following our{' '}
          <Link to={paths.dmca()} className={link}>
            DMCA / Takedown Policy
          </Link>
          .
        </li>
      </ul>
      <h2>Premium</h2>
      <p>Premium membership gives access to premium videos without ads for the paid period.</p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <SupportEmail email={site.support_email} />.
      </p>
    </LegalPage>
  );
}
