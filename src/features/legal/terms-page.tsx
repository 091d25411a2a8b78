import { Link } from 'react-router-dom';
import { T, useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { link } from '../../ui/styles';
import { useSiteSettings } from '../../ui/use-site-settings';
import { LegalPage, SupportEmail } from './legal-page';

export function TermsPage() {
  const site = useSiteSettings();
  const t = useT('legal');
  return (
    <LegalPage title={t('terms.title')}>
      <p>{t('terms.intro', { site: site.site_name })}</p>
      <h2>{t('terms.adults_heading')}</h2>
      <p>{t('terms.adults_text')}</p>
      <h2>{t('terms.accounts_heading')}</h2>
      <p>{t('terms.accounts_text')}</p>
      <h2>{t('terms.content_heading')}</h2>
      <ul>
        <li>{t('terms.content_adults')}</li>
        <li>{t('terms.content_illegal')}</li>
        <li>
          <T ns="legal" k="terms.content_removal" components={{ 0: <Link to={paths.dmca()} className={link} /> }} />
        </li>
      </ul>
      <h2>{t('terms.premium_heading')}</h2>
      <p>{t('terms.premium_text')}</p>
      <h2>{t('terms.contact_heading')}</h2>
      <p>
        <T ns="legal" k="terms.contact_text" components={{ 0: <SupportEmail email={site.support_email} /> }} />
      </p>
    </LegalPage>
  );
}
