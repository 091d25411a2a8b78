import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useCategories } from '../../data/catalog';
import { LegalPage } from './legal-page';
import { link } from '../../ui/styles';

const SECTIONS = [
  {
    title: 'Browse',
    links: [
      { to: paths.home(), label: 'Home' },
      { to: paths.videos(), label: 'Videos' },
      { to: paths.categories(), label: 'Categories' },
      { to: paths.blogs(), label: 'Blog' },
      { to: paths.partners(), label: 'Partners' },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: paths.login(), label: 'Log In' },
      { to: paths.signup(), label: 'Become a Member' },
      { to: paths.premium.signup(), label: 'Get Premium' },
      { to: paths.creator.signup(), label: 'Become a Creator' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.contact(), label: 'Contact' },
      { to: paths.dmca(), label: 'DMCA / Takedown Policy' },
      { to: paths.privacy(), label: 'Privacy Policy' },
      { to: paths.terms(), label: 'Terms of Service' },
      { to: paths.statement2257(), label: '18 U.S.C. 2257 Statement' },
      { to: paths.creator.terms(), label: 'Creator Terms' },
    ],
  },
];

export function SitemapPage() {
  const categories = useCategories().data ?? [];
  return (
    <LegalPage title="Sitemap">
      <div className="grid gap-6 sm:grid-cols-3">
        {SECTIONS.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className="mb-2 font-semibold text-fg">{section.title}</h2>
            <ul className="space-y-1 text-sm">
              {section.links.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {categories.length > 0 ? (
        <nav aria-label="All categories" className="mt-8">
          <h2 className="mb-2 font-semibold text-fg">All Categories</h2>
          <ul className="grid gap-1 text-sm sm:grid-cols-3">
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={paths.category(c.slug)} className={link}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </LegalPage>
  );
}
