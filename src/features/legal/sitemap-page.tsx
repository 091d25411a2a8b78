import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { useCategories } from '../../data/catalog';
import { LegalPage } from './legal-page';
import { link } from '../../ui/styles';

// Labels are [catalog, key]: most are the shell's own link texts (common).
type Label = ['common' | 'legal', string];
const SECTIONS: { title: string; links: { to: string; label: Label }[] }[] = [
  {
    title: 'sitemap.browse',
    links: [
      { to: paths.home(), label: ['common', 'nav.home'] },
      { to: paths.videos(), label: ['common', 'nav.videos'] },
      { to: paths.categories(), label: ['common', 'nav.categories'] },
      { to: paths.blogs(), label: ['common', 'footer.blog'] },
      { to: paths.partners(), label: ['common', 'nav.partners'] },
    ],
  },
  {
    title: 'sitemap.account',
    links: [
      { to: paths.login(), label: ['common', 'nav.log_in'] },
      { to: paths.signup(), label: ['common', 'nav.become_member'] },
      { to: paths.premium.signup(), label: ['common', 'nav.get_premium'] },
      { to: paths.creator.signup(), label: ['common', 'footer.become_creator'] },
    ],
  },
  {
    title: 'sitemap.legal',
    links: [
      { to: paths.contact(), label: ['common', 'footer.contact'] },
      { to: paths.dmca(), label: ['legal', 'dmca.title'] },
      { to: paths.privacy(), label: ['common', 'footer.privacy'] },
      { to: paths.terms(), label: ['common', 'footer.terms'] },
      { to: paths.statement2257(), label: ['legal', 's2257.document_title'] },
      { to: paths.creator.terms(), label: ['legal', 'sitemap.creator_terms'] },
    ],
  },
];

export function SitemapPage() {
  const categories = useCategories().data ?? [];
  const t = useT('legal');
  const tc = useT('common');
  const label = ([ns, key]: Label) => (ns === 'common' ? tc(key) : t(key));
  return (
    <LegalPage title={t('sitemap.title')}>
      <div className="grid gap-6 sm:grid-cols-3">
        {SECTIONS.map((section) => (
          <nav key={section.title} aria-label={t(section.title)}>
            <h2 className="mb-2 font-semibold text-fg">{t(section.title)}</h2>
            <ul className="space-y-1 text-sm">
              {section.links.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={link}>
                    {label(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {categories.length > 0 ? (
        <nav aria-label={t('sitemap.all_categories')} className="mt-8">
          <h2 className="mb-2 font-semibold text-fg">{t('sitemap.all_categories')}</h2>
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
