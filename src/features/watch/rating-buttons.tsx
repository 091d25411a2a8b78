// Like / dislike with counts and the member's current choice. A visitor who presses one is
// told 'Must be authenticated to rate videos' (spec §6) with a way to log in.
import { useLocale, useT } from '../../i18n';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { WatchVideo } from '../../data/catalog';
import { rateVideo, useMyRating } from '../../data/engagement';
import { useSession } from '../../data/session';
import type { RatingType } from '../../data/types';
import { formatCompact } from '../../i18n/format';
import { ThumbDownIcon, ThumbUpIcon } from '../../ui/icons';
import { link } from '../../ui/styles';

const btn = 'inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold transition-colors';

export function RatingButtons({ video }: { video: WatchVideo }) {
  const tc = useT('common');
  const t = useT('public');
  const locale = useLocale();
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  const mine = useMyRating(video.id, user?.id ?? null).data?.rating_type ?? null;
  const [needLogin, setNeedLogin] = useState(false);
  const rate = (type: RatingType) => {
    if (user) void rateVideo(video, user.id, type);
    else setNeedLogin(true);
  };
  const style = (type: RatingType) =>
    `${btn} ${mine === type ? 'border-accent bg-accent text-on-accent' : 'border-border bg-surface-2 text-fg hover:bg-border'}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={style('like')} aria-pressed={mine === 'like'} onClick={() => rate('like')}>
        <ThumbUpIcon /> {t('watch.like')} <span data-testid="likes">{formatCompact(video.stats.likes, locale)}</span>
      </button>
      <button type="button" className={style('dislike')} aria-pressed={mine === 'dislike'} onClick={() => rate('dislike')}>
        <ThumbDownIcon /> {t('watch.dislike')} <span data-testid="dislikes">{formatCompact(video.stats.dislikes, locale)}</span>
      </button>
      {!user && needLogin ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-fg">
          {t('watch.must_log_in_to_rate')}
          <Link to={paths.login()} state={{ from: pathname }} className={link}>
            {tc('nav.log_in')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
