import { T, useT } from '../../i18n';
import { useSiteSettings } from '../../ui/use-site-settings';
import { LegalPage, SupportEmail } from './legal-page';

const storedKeys = ['privacy.what_account', 'privacy.what_activity', 'privacy.what_views', 'privacy.what_payments', 'privacy.what_creators', 'privacy.what_device'];

export function PrivacyPage() {
  const site = useSiteSettings();
  const t = useT('legal');
  return (
    <LegalPage title={t('privacy.title')}>
      <p>{t('privacy.intro', { site: site.site_name })}</p>
      <h2>{t('privacy.what_heading')}</h2>
      <ul>
        {storedKeys.map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ul>
      <h2>{t('privacy.why_heading')}</h2>
      <p>{t('privacy.why_text')}</p>
      <h2>{t('privacy.how_long_heading')}</h2>
      <p>{t('privacy.how_long_text')}</p>
      <h2>{t('privacy.rights_heading')}</h2>
      <p>
        <T ns="legal" k="privacy.rights_text" components={{ 0: <SupportEmail email={site.support_email} /> }} />
      </p>
    </LegalPage>
  );
}
