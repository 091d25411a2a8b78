// A partner's outbound link: new tab, sponsored, its description as tooltip. Renders
// nothing when the URL is not http(s).
import type { ReactNode } from 'react';
import type { Partner } from '../data/types';
import { safeUrl } from '../lib/safe-url';

interface PartnerLinkProps {
  partner: Pick<Partner, 'url' | 'name' | 'description'>;
  className?: string;
  children?: ReactNode;
}

export function PartnerLink({ partner, className, children }: PartnerLinkProps) {
  const href = safeUrl(partner.url);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer sponsored" title={partner.description || undefined} className={className}>
      {children ?? partner.name}
    </a>
  );
}
