// Home only: partners flagged display_in_header, by display_order, opening in a new tab.
import { useT } from '../../i18n';
import { useHeaderPartners } from '../../data/catalog';
import { safeUrl } from '../../lib/safe-url';
import { PartnerLink } from '../../ui/partner-link';

export function PartnerStrip() {
  const t = useT('common');
  const query = useHeaderPartners();
  const partners = (query.data ?? []).filter((p) => safeUrl(p.url));
  if (!partners.length) return null;
  return (
    // Laid over the top of the hero (the home page leaves room for it in the hero's top
    // padding), one line at every width, scrolling sideways on a phone: whether the list
    // arrives late or turns out empty, nothing below moves (CLS). A placeholder that kept
    // its height while loading moved the whole page up when a site had no header partners.
    <nav aria-label={t('nav.partners')} className="absolute inset-x-0 top-0 z-10 overflow-x-auto border-b border-border bg-surface [scrollbar-width:none]">
      <ul className="mx-auto flex w-max items-center gap-x-5 px-4 py-2 text-sm">
        {partners.map((p) => (
          <li key={p.id} className="whitespace-nowrap">
            <PartnerLink partner={p} className="text-muted hover:text-accent" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
