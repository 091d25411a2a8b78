// /partners: featured partners (with a banner) first, then the plain list.
import { safeUrl } from '../../lib/safe-url';
import { NeedsConnection } from '../../ui/needs-connection';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { btnPrimary, link } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PartnerLink } from '../../ui/partner-link';
import { bannerUrl, usePartners } from './api';
import { useT } from '../../i18n';

export function PartnersPage() {
  const t = useT('pages');
  const tc = useT('common');
  useDocumentTitle(tc('nav.partners'));
  const query = usePartners();
  const partners = query.data?.filter((p) => safeUrl(p.url));

  const featured = partners?.filter((p) => bannerUrl(p)) ?? [];
  const plain = partners?.filter((p) => !bannerUrl(p)) ?? [];

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 id="page-title" className="text-2xl font-bold text-fg sm:text-3xl">
        {tc('nav.partners')}
      </h1>
      {!partners && query.offline ? (
        <NeedsConnection onRetry={query.refetch} />
      ) : !partners && query.status === 'error' ? (
        <StatusPanel title={t('partners.failed')}>
          <button type="button" className={btnPrimary} onClick={query.refetch}>
            {tc('actions.try_again')}
          </button>
        </StatusPanel>
      ) : !partners ? (
        <Spinner />
      ) : !partners.length ? (
        <p className="py-12 text-center text-muted">{t('partners.none')}</p>
      ) : (
        <>
          {featured.length ? (
            <section aria-labelledby="featured-partners" className="mt-6">
              <h2 id="featured-partners" className="mb-3 text-lg font-semibold text-fg">
                {t('partners.featured')}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {featured.map((p) => (
                  <li key={p.id}>
                    <PartnerLink partner={p} className="block overflow-hidden rounded-xl border border-border bg-surface hover:border-accent">
                      <img
                        src={bannerUrl(p)}
                        alt={p.name}
                        loading="lazy"
                        width={1200}
                        height={630}
                        className="aspect-[1200/630] h-auto w-full bg-black object-contain"
                      />
                      <span className="block p-3">
                        <span className="block font-semibold break-words text-fg">{p.name}</span>
                        {p.description ? <span className="block text-sm text-muted">{p.description}</span> : null}
                      </span>
                    </PartnerLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {plain.length ? (
            <section aria-labelledby="all-partners" className="mt-8">
              <h2 id="all-partners" className="mb-3 text-lg font-semibold text-fg">
                {featured.length ? t('partners.more') : t('partners.ours')}
              </h2>
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {plain.map((p) => (
                  <li key={p.id}>
                    <PartnerLink partner={p} className={link} />
                    {p.description ? <p className="text-sm text-muted">{p.description}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}
