// A list of premium video cards with one action per row (remove, add, take out).
import type { ReactNode } from 'react';
import type { PremiumCard } from './api';
import { useLocale } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { paths } from '../../../lib/paths';

export function PremiumVideoList({ items, action, label }: { items: PremiumCard[]; action: (v: PremiumCard) => ReactNode; label: string }) {
  const locale = useLocale();
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {items.map((v) => (
        <li key={v.id} data-testid="premium-row" className="flex min-h-16 items-center gap-3 rounded-lg border border-border bg-surface p-2">
          {v.thumbnail_url ? (
            <img src={v.thumbnail_url} alt="" loading="lazy" className="h-12 w-20 shrink-0 rounded object-cover" />
          ) : (
            <span className="h-12 w-20 shrink-0 rounded bg-surface-2" aria-hidden />
          )}
          <span className="min-w-0 flex-1">
            <a href={paths.video(v.slug)} target="_blank" rel="noreferrer" className="block truncate text-sm font-medium text-fg hover:underline">
              {v.title}
            </a>
            <span className="block truncate text-xs text-muted">
              {v.author} · {formatDate(v.created, locale)}
            </span>
          </span>
          {action(v)}
        </li>
      ))}
    </ul>
  );
}
