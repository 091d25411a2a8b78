// Site footer: the static pages, then partner links flagged display_in_footer (their
// description as tooltip). Site name from the `site` setting.
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useFooterPartners } from '../data/catalog';
import { safeUrl } from '../lib/safe-url';
import { PartnerLink } from './partner-link';
import { useSiteSettings } from './use-site-settings';
import { LanguageSwitcher } from './language-switcher';
import { useT } from '../i18n';

const FOOTER_LINKS = [
  { to: paths.videos(), label: 'footer.videos' },
  { to: paths.categories(), label: 'footer.categories' },
  { to: paths.blogs(), label: 'footer.blog' },
  { to: paths.partners(), label: 'footer.partners' },
  { to: paths.contact(), label: 'footer.contact' },
  { to: paths.dmca(), label: 'footer.dmca' },
  { to: paths.privacy(), label: 'footer.privacy' },
  { to: paths.terms(), label: 'footer.terms' },
  { to: paths.ageAssurance(), label: 'footer.age_assurance' },
  { to: paths.statement2257(), label: 'footer.statement2257' },
  { to: paths.sitemap(), label: 'footer.sitemap' },
  { to: paths.creator.signup(), label: 'footer.become_creator' },
];
// The catalog test reads literal keys: the list above, spelled out.
export const footerLinkKeys = ['footer.videos', 'footer.categories', 'footer.blog', 'footer.partners', 'footer.contact', 'footer.dmca', 'footer.privacy', 'footer.terms', 'footer.age_assurance', 'footer.statement2257', 'footer.sitemap', 'footer.become_creator'];

export function Footer() {
  const site = useSiteSettings();
  const t = useT('common');
  const partners = (useFooterPartners().data ?? []).filter((p) => safeUrl(p.url));
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <nav aria-label={t('footer.label')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 lg:grid-cols-6">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="inline-flex min-h-11 items-center text-sm text-muted hover:text-fg">
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {partners.length ? (
          <nav aria-label={t('footer.partner_sites')} className="mt-4 border-t border-border pt-4">
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              {partners.map((p) => (
                <li key={p.id}>
                  <PartnerLink partner={p} className="inline-flex min-h-11 items-center text-sm text-muted hover:text-fg" />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <p className="text-xs text-muted">{t('footer.copyright', { year: String(new Date().getFullYear()), site: site.site_name })}</p>
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
