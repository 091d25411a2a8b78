// Site footer: the static pages, then partner links flagged display_in_footer (their
// description as tooltip). Site name from the `site` setting.
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useFooterPartners } from '../data/catalog';
import { safeUrl } from '../lib/safe-url';
import { PartnerLink } from './partner-link';
import { useSiteSettings } from './use-site-settings';

const FOOTER_LINKS = [
  { to: paths.videos(), label: 'Videos' },
  { to: paths.categories(), label: 'Categories' },
  { to: paths.blogs(), label: 'Blog' },
  { to: paths.partners(), label: 'Partners' },
  { to: paths.contact(), label: 'Contact' },
  { to: paths.dmca(), label: 'DMCA' },
  { to: paths.privacy(), label: 'Privacy Policy' },
  { to: paths.terms(), label: 'Terms of Service' },
  { to: paths.statement2257(), label: '18 U.S.C. 2257' },
  { to: paths.sitemap(), label: 'Sitemap' },
  { to: paths.creator.signup(), label: 'Become a Creator' },
];

export function Footer() {
  const site = useSiteSettings();
  const partners = (useFooterPartners().data ?? []).filter((p) => safeUrl(p.url));
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 lg:grid-cols-6">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="inline-flex min-h-11 items-center text-sm text-muted hover:text-fg">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {partners.length ? (
          <nav aria-label="Partner sites" className="mt-4 border-t border-border pt-4">
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              {partners.map((p) => (
                <li key={p.id}>
                  <PartnerLink partner={p} className="inline-flex min-h-11 items-center text-sm text-muted hover:text-fg" />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="mt-6 text-xs text-muted">
          © {new Date().getFullYear()} {site.site_name}. Adults only: this site is for people 18 years of age or older.
        </p>
      </div>
    </footer>
  );
}
