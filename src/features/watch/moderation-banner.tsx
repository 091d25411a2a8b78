// What the creator sees on their own video while moderation keeps it off the site (issue
// 23): why, the admin's reason, and where to answer. Everyone else gets "Video not found".
import { Link } from 'react-router-dom';
import type { WatchVideo } from '../../data/catalog';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { link } from '../../ui/styles';

export function ModerationBanner({ note }: { note: NonNullable<WatchVideo['moderation']> }) {
  const t = useT('public');
  const text =
    note.state === 'removed'
      ? t('watch.moderation_removed')
      : note.state === 'review'
        ? t('watch.moderation_review')
        : note.state === 'hidden'
          ? t('watch.moderation_hidden')
          : t('watch.moderation_suspended');
  return (
    <div role="status" data-testid="moderation-banner" className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl border border-border bg-surface p-6 text-center">
      <p className="font-semibold text-fg">{text}</p>
      {note.reason ? <p className="text-sm text-muted">{t('watch.moderation_reason', { reason: note.reason })}</p> : null}
      {note.case && (note.state === 'removed' || note.state === 'hidden') ? (
        <Link to={paths.creator.dashboard()} className={`${link} text-sm`}>
          {t('watch.moderation_counter')}
        </Link>
      ) : null}
    </div>
  );
}
