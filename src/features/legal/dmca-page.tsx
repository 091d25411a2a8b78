import { Link } from 'react-router-dom';
import { T, useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { link } from '../../ui/styles';
import { useSiteSettings } from '../../ui/use-site-settings';
import { DmcaForm } from '../moderation/dmca-form';
import { LegalPage, SupportEmail } from './legal-page';

const includeKeys = ['dmca.include_url', 'dmca.include_who', 'dmca.include_statement', 'dmca.include_contact'];
const processKeys = ['dmca.process_review', 'dmca.process_disabled', 'dmca.process_appeal', 'dmca.process_decision'];

export function DmcaPage() {
  const site = useSiteSettings();
  const t = useT('legal');
  return (
    <LegalPage title={t('dmca.title')}>
      <p>
        <T
          ns="legal"
          k="dmca.intro"
          values={{ site: site.site_name }}
          components={{ 0: <SupportEmail email={site.support_email} />, 1: <Link to={paths.contact()} className={link} /> }}
        />
      </p>
      <h2>{t('dmca.include_heading')}</h2>
      <ul>
        {includeKeys.map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ul>
      <h2>{t('dmca.process_heading')}</h2>
      <ul>
        {processKeys.map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ul>
      <DmcaForm />
    </LegalPage>
  );
}
