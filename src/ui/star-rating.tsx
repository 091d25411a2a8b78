// Five stars filled to the rating, the number, and the count in parentheses (spec §2).
import { useLocale, useT } from '../i18n';
import { formatNumber } from '../i18n/format';

export function StarRating({ rating, count }: { rating: number; count: number }) {
  const t = useT('common');
  // "4.3" / "4,3": one decimal in the visitor's number format.
  const value = formatNumber(Math.round((rating || 0) * 10) / 10, useLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    // role="img": an aria-label on a bare span is ignored by screen readers (axe aria-prohibited-attr).
    <span role="img" className="inline-flex items-center gap-1" aria-label={t('rating.label', { rating: value, count })}>
      <span aria-hidden="true" className="relative inline-block leading-none tracking-tight text-border">
        ★★★★★
        <span className="absolute inset-0 overflow-hidden whitespace-nowrap text-accent" style={{ width: `${pct}%` }}>
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true">
        {value} ({count})
      </span>
    </span>
  );
}
