// The 2257 statement (shared/docs/integrations.md): performers 18+ at production, the
// custodian of records from the `site` setting, and the operator's position for
// user-uploaded material. The operator reviews the wording.
import { useSiteSettings } from '../../ui/use-site-settings';
import { LegalPage } from './legal-page';

export function Statement2257Page() {
  const site = useSiteSettings();
  const c = site.custodian;
  return (
    <LegalPage title="18 U.S.C. § 2257 Record-Keeping Requirements Compliance Statement" documentTitle="18 U.S.C. 2257 Statement">
      <p>All persons who appear in any visual depiction of actual or simulated sexually explicit conduct on {site.site_name} were at least 18 years of age at the time the depictions were produced.</p>
      <h2>Custodian of records</h2>
      {c.name || c.address ? (
        <address className="not-italic text-fg" data-testid="custodian">
          {c.name ? <div>{c.name}</div> : null}
          {c.title ? <div>{c.title}</div> : null}
          {c.address ? <div className="whitespace-pre-line">{c.address}</div> : null}
        </address>
      ) : (
        <p data-testid="custodian">The custodian of records has not been set yet by the site operator.</p>
      )}
      <h2>User-uploaded material</h2>
      <p>
        {site.site_name} is a hosting platform for content uploaded by verified creators. The operator is not the primary producer of that content; creators certify
        for every upload that they hold the records required by 18 U.S.C. § 2257 and 28 C.F.R. Part 75 and will produce them on request.
      </p>
    </LegalPage>
  );
}
