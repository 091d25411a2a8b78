// The 2257 statement (the integrations notes): performers 18+ at production, the
// custodian of records from the `site` setting, and the operator's position for
// user-uploaded material. The operator reviews the wording. While no custodian is set,
// visitors read a neutral statement and an admin sees a notice to set it.
import { Link } from 'react-router-dom';
import { T, useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { useSession } from '../../data/session';
import { link } from '../../ui/styles';
import { useSiteSettings } from '../../ui/use-site-settings';
import { LegalPage, SupportEmail } from './legal-page';

export function Statement2257Page() {
  const site = useSiteSettings();
  const isAdmin = useSession((s) => !!s.user?.is_admin);
  const c = site.custodian;
  const custodianSet = !!(c.name && c.address);
  const t = useT('legal');
  const email = <SupportEmail email={site.support_email} />;
  return (
    <LegalPage title={t('s2257.title')} documentTitle={t('s2257.document_title')}>
      {!custodianSet && isAdmin ? (
        <div role="status" data-testid="custodian-notice" className="rounded-lg border border-accent/50 bg-accent/10 px-4 py-3 text-sm text-fg">
          <T ns="legal" k="s2257.notice" components={{ 0: <strong />, 1: <Link to={paths.admin.dashboard('settings')} className={link} /> }} />
        </div>
      ) : null}
      <p>{t('s2257.all_adults', { site: site.site_name })}</p>
      <h2>{t('s2257.custodian_heading')}</h2>
      {custodianSet ? (
        <address className="text-fg not-italic" data-testid="custodian">
          <div>{c.name}</div>
          {c.title ? <div>{c.title}</div> : null}
          <div className="whitespace-pre-line">{c.address}</div>
        </address>
      ) : (
        <p data-testid="custodian">
          <T ns="legal" k="s2257.custodian_general" values={{ site: site.site_name }} components={{ 0: email }} />
        </p>
      )}
      <h2>{t('s2257.uploads_heading')}</h2>
      <p>{t('s2257.uploads_text', { site: site.site_name })}</p>
    </LegalPage>
  );
}
