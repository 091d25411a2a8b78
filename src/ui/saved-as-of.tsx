// What a dashboard shows while offline (issue 29 §2): the data it last loaded, marked with
// when that was, so an old figure is never taken for today's.
import { useLocale, useT } from '../i18n';
import { formatDate } from '../i18n/format';

export function SavedAsOf({ at, className = '' }: { at: number; className?: string }) {
  const t = useT('common');
  const locale = useLocale();
  const when = at ? formatDate(at, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <p className={`text-xs text-muted ${className}`} role="status" data-testid="saved-as-of">
      {t('offline.saved_as_of', { when })}
    </p>
  );
}
