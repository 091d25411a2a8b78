// Home only: partners flagged display_in_header, by display_order, opening in a new tab.
import { useHeaderPartners } from '../../data/catalog';
import { safeUrl } from '../../lib/safe-url';
import { PartnerLink } from '../../ui/partner-link';

export function PartnerStrip() {
  const query = useHeaderPartners();
  const partners = (query.data ?? []).filter((p) => safeUrl(p.url));
  // Keep the strip's height while loading, so the hero does not jump when it arrives.
  if (query.status === 'loading') return <div aria-hidden="true" className="h-[37px] border-b border-border bg-surface" />;
  if (!partners.length) return null;
  return (
    // One line at every width (it scrolls sideways on a phone instead of wrapping): the
    // strip keeps the placeholder's height, so the hero never moves when it arrives (CLS).
    <nav aria-label="Partners" className="overflow-x-auto border-b border-border bg-surface [scrollbar-width:none]">
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
