// Like / dislike with counts and the member's current choice; visitors are sent to log in.
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import type { WatchVideo } from '../../data/catalog';
import { rateVideo, useMyRating } from '../../data/engagement';
import { useSession } from '../../data/session';
import type { RatingType } from '../../data/types';
import { formatCount } from '../../lib/format';
import { ThumbDownIcon, ThumbUpIcon } from '../../ui/icons';
import { link } from '../../ui/styles';

const btn = 'inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold transition-colors';

export function RatingButtons({ video }: { video: WatchVideo }) {
  const user = useSession((s) => s.user);
  const mine = useMyRating(video.id, user?.id ?? null).data?.rating_type ?? null;
  const rate = (type: RatingType) => {
    if (user) void rateVideo(video, user.id, type);
  };
  const style = (type: RatingType) =>
    `${btn} ${mine === type ? 'border-accent bg-accent text-on-accent' : 'border-border bg-surface-2 text-fg hover:bg-border'}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={style('like')} aria-pressed={mine === 'like'} disabled={!user} onClick={() => rate('like')}>
        <ThumbUpIcon /> Like <span data-testid="likes">{formatCount(video.stats.likes)}</span>
      </button>
      <button type="button" className={style('dislike')} aria-pressed={mine === 'dislike'} disabled={!user} onClick={() => rate('dislike')}>
        <ThumbDownIcon /> Dislike <span data-testid="dislikes">{formatCount(video.stats.dislikes)}</span>
      </button>
      {user ? null : (
        <Link to={paths.login()} className={`${link} text-sm`}>
          Log in to rate
        </Link>
      )}
    </div>
  );
}
