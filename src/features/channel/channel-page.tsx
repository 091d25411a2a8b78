// /channel/{username} (issue 22): a creator's avatar, bio, follower count and Follow
// button, their videos (newest / most viewed) and public playlists.
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths, type LoginRedirectState } from '../../lib/paths';
import { errorStatus } from '../../data/errors';
import { useSession } from '../../data/session';
import { useLocale, useT } from '../../i18n';
import { formatCompact } from '../../i18n/format';
import { playlistSummary } from '../library/playlist-summary';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { btnPrimary, btnSecondary, link } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { gridClass, useCanSeePremium } from '../../ui/video-grid';
import { VideoCard } from '../../ui/video-card';
import { useChannel, useFollow, type ChannelSort } from './api';
import { EditChannel } from './edit-channel';

export function ChannelPage() {
  const { username = '' } = useParams();
  const member = useSession((s) => s.user?.id ?? null);
  const [sort, setSort] = useState<ChannelSort>('newest');
  const [page, setPage] = useState(1);
  const q = useChannel(username, sort, page, member);
  const follow = useFollow(username);
  const canSeePremium = useCanSeePremium();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT('pages');
  const tc = useT('common');
  const locale = useLocale();
  useDocumentTitle(q.data ? q.data.creator.username : null);
  if (q.isLoading) return <Spinner label={t('channel.loading')} />;
  if (!q.data) {
    return (
      <StatusPanel title={errorStatus(q.error) === 404 ? t('channel.not_found') : t('channel.failed')}>
        <Link to={paths.home()} className={btnSecondary}>
          {t('shared.return_home')}
        </Link>
      </StatusPanel>
    );
  }
  const { creator, videos, playlists, perPage } = q.data;
  const mine = member === creator.id;
  const pressFollow = () => {
    if (!member) {
      const state: LoginRedirectState = { from: location.pathname };
      navigate(paths.login(), { state });
      return;
    }
    follow.mutate(!creator.following);
  };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-center gap-4">
        {creator.avatar_url ? (
          <img src={creator.avatar_url} alt="" width={80} height={80} className="size-20 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="inline-flex size-20 items-center justify-center rounded-full bg-surface-2 text-2xl font-bold text-fg">
            {creator.username.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-fg">{creator.username}</h1>
          <p className="text-sm text-muted" data-testid="follower-count">
            {t('channel.followers', { count: creator.follower_count, followers: formatCompact(creator.follower_count, locale) })}
          </p>
        </div>
        {mine ? null : (
          <button type="button" className={creator.following ? btnSecondary : btnPrimary} aria-pressed={creator.following} onClick={pressFollow} disabled={follow.isPending}>
            {creator.following ? t('channel.following') : t('channel.follow')}
          </button>
        )}
      </header>
      {creator.bio ? <p className="mt-4 max-w-prose text-sm whitespace-pre-wrap text-fg">{creator.bio}</p> : null}
      {mine ? <EditChannel member={creator.id} bio={creator.bio} /> : null}
      <section aria-labelledby="channel-videos" className="mt-8">
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <h2 id="channel-videos" className="text-lg font-bold text-fg">
            {tc('nav.videos')}
          </h2>
          <label className="flex items-center gap-2 text-sm text-fg">
            {t('channel.sort')}
            <select
              className="min-h-11 rounded-lg border border-border bg-surface-2 px-3"
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as ChannelSort);
                setPage(1);
              }}
            >
              <option value="newest">{t('channel.sort_newest')}</option>
              <option value="views">{t('channel.sort_views')}</option>
            </select>
          </label>
        </div>
        {videos.length ? (
          <div className={gridClass}>
            {videos.map((v) => (
              <VideoCard key={v.id} video={v} showPremiumOverlay={!canSeePremium} />
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted">{t('channel.no_videos')}</p>
        )}
        {page > 1 || videos.length === perPage ? (
          <nav aria-label={t('shared.pages')} className="mt-6 flex gap-2">
            <button type="button" className={btnSecondary} disabled={page === 1} onClick={() => setPage(page - 1)}>
              {tc('pagination.previous')}
            </button>
            <button type="button" className={btnSecondary} disabled={videos.length < perPage} onClick={() => setPage(page + 1)}>
              {tc('pagination.next')}
            </button>
          </nav>
        ) : null}
      </section>
      {playlists.length ? (
        <section aria-labelledby="channel-playlists" className="mt-8">
          <h2 id="channel-playlists" className="mb-3 text-lg font-bold text-fg">
            {t('library.tab_playlists')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {playlists.map((p) => (
              <li key={p.id} className="rounded-xl border border-border bg-surface p-4">
                <Link to={paths.playlist(p.slug)} className={`${link} font-semibold`}>
                  {p.title}
                </Link>
                <p className="mt-1 text-sm text-muted">{playlistSummary(t, p.item_count)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
