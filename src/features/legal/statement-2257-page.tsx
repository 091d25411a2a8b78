// The 2257 statement (the integrations notes): performers 18+ at production, the
// custodian of records from the `site` setting, and the operator's position for
// user-uploaded material. The operator reviews the wording. While no custodian is set,
// visitors read a neutral statement and an admin sees a notice to set it.
import { Link } from 'react-router-dom';
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
  return (
    <LegalPage title="18 U.S.C. § 2257 Record-Keeping Requirements Compliance Statement" documentTitle="18 U.S.C. 2257 Statement">
      {!custodianSet && isAdmin ? (
        <div role="status" data-testid="custodian-notice" className="rounded-lg border border-accent/50 bg-accent/10 px-4 py-3 text-sm text-fg">
          <strong>Operator notice:</strong> the custodian of records is not set. Enter the custodian's name, title and address in{' '}
          <Link to={paths.admin.dashboard('settings')} className={link}>
            Admin Panel → Settings
          </Link>
          . Until then visitors see a general statement without a custodian.
        </div>
      ) : null}
      <p>
        All persons who appear in any visual depiction of actual or simulated sexually explicit conduct on {site.site_name} were at least 18 years of age at the
        time the depictions were produced.
      </p>
      <h2>Custodian of records</h2>
      {custodianSet ? (
        <address className="text-fg not-italic" data-testid="custodian">
          <div>{c.name}</div>
          {c.title ? <div>{c.title}</div> : null}
          <div className="whitespace-pre-line">{c.address}</div>
        </address>
      ) : (
        <p data-testid="custodian">
          The records required by 18 U.S.C. § 2257 and 28 C.F.R. Part 75 are kept by the operator of {site.site_name}. Requests concerning these records can be
          sent to <SupportEmail email={site.support_email} />.
        </p>
      )}
      <h2>User-uploaded material</h2>
      <p>
        {site.site_name} is a hosting platform for content uploaded by verified creators. The operator is not the primary producer of that content; creators certify
        for every upload that they hold the records required by 18 U.S.C. § 2257 and 28 C.F.R. Part 75 and will produce them on request.
      </p>
    </LegalPage>
  );
}
