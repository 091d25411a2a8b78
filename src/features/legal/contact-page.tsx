import { T, useT } from '../../i18n';
import { useSiteSettings } from '../../ui/use-site-settings';
import { LegalPage, SupportEmail } from './legal-page';

export function ContactPage() {
  const site = useSiteSettings();
  const t = useT('legal');
  return (
    <LegalPage title={t('contact.title')}>
      <p>{t('contact.intro', { site: site.site_name })}</p>
      <h2>{t('contact.support_heading')}</h2>
      <p>
        <T ns="legal" k="contact.email" components={{ 0: <SupportEmail email={site.support_email} /> }} />
      </p>
      <h2>{t('contact.copyright_heading')}</h2>
      <p>{t('contact.copyright_text')}</p>
      <h2>{t('contact.payments_heading')}</h2>
      <p>{t('contact.payments_text')}</p>
    </LegalPage>
  );
}
