// A library item whose video moderation took off the site (issue 36): the server sends a
// stub (its id, `unavailable`, nothing of the video), shown as "No longer available" with
// the way to remove it, never a thumbnail, title or link.
import { useT } from '../../i18n';
import { btnSecondary } from '../../ui/styles';

export function UnavailableCard({ onRemove, removing = false }: { onRemove?: () => void; removing?: boolean }) {
  const t = useT('pages');
  return (
    <article className="flex flex-col gap-2" aria-label={t('library.unavailable')}>
      <div className="flex aspect-video w-full items-center justify-center rounded-xl border border-dashed border-border bg-surface-2 p-4 text-center text-sm text-muted">
        {t('library.unavailable')}
      </div>
      {onRemove ? (
        <button type="button" className={`${btnSecondary} self-start`} onClick={onRemove} disabled={removing} aria-label={t('library.remove_unavailable')}>
          {t('shared.remove')}
        </button>
      ) : null}
    </article>
  );
}
