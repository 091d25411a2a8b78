import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { T, useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { link } from '../../ui/styles';
import { useSiteSettings } from '../../ui/use-site-settings';
import { LegalPage, SupportEmail } from './legal-page';

/** Clear of the sticky header when jumped to. */
const anchor = 'scroll-mt-24';

export function TermsPage() {
  const site = useSiteSettings();
  const t = useT('legal');
  const { hash } = useLocation();
  // A statement of reasons links to the rule it applied (/terms#consent): the router does
  // not scroll to a fragment by itself.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <LegalPage title={t('terms.title')}>
      <p>{t('terms.intro', { site: site.site_name })}</p>
      <h2>{t('terms.adults_heading')}</h2>
      <p>{t('terms.adults_text')}</p>
      <h2>{t('terms.accounts_heading')}</h2>
      <p>{t('terms.accounts_text')}</p>
      {/* The ids are the rules a moderation decision cites (internal/moderation/statement.go). */}
      <h2 id="content-rules" className={anchor}>
        {t('terms.content_heading')}
      </h2>
      <ul>
        <li id="adults-only" className={anchor}>
          {t('terms.content_adults')}
        </li>
        <li id="consent" className={anchor}>
          {t('terms.content_illegal')}
        </li>
        <li id="spam" className={anchor}>
          {t('terms.content_spam')}
        </li>
        <li id="copyright" className={anchor}>
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
