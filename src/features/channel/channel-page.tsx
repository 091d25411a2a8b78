// /channel/{username} (issue 22): a creator's avatar, bio, follower count and Follow
// button, their videos and public playlists. The videos sort and filter as /videos does
// (issue 41 §2: the same controls, choices in the URL, served by /api/reelhouse/browse with
// creator=, offline over this channel's cached pages); with no choice the channel's own
// newest-first list (kept with the channel for offline).
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
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
import { useChannel, useFollow } from './api';
import { EditChannel } from './edit-channel';
import { BrowseControls, browseParamsIn, useBrowseOptions, type CategoryChoice } from '../../ui/browse-controls';
import { usePageParam } from '../../ui/use-page-param';
import { VideoGrid } from '../../ui/video-grid';
import { useCategories } from '../../data/catalog';

// The built-in lists of /videos, not categories a video is filed under.
const VIRTUAL_CATEGORIES = ['trending', 'newest'];

function useCategoryChoices(): CategoryChoice[] {
  const all = useCategories().data ?? [];
  return all
    .filter((c) => !VIRTUAL_CATEGORIES.includes(c.slug))
    .map((c) => ({ slug: c.slug, name: c.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function ChannelPage() {
  const { username = '' } = useParams();
  const member = useSession((s) => s.user?.id ?? null);
  const [params, setParams] = useSearchParams();
  const { page, clampTo } = usePageParam();
  const browse = useBrowseOptions(false);
  const categories = useCategoryChoices();
  // A category the list does not know (a hand-edited URL) reads as none once it is loaded.
  const asked = params.get('category');
  const category = asked && (categories.length === 0 || categories.some((c) => c.slug === asked)) ? asked : undefined;
  const filtered = browse.active || !!category;
  // Filtered, the channel query gives the header and playlists only: its first page.
  const q = useChannel(username, 'newest', filtered ? 1 : page, member);
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
  const setPage = (p: number) => {
    const next: Record<string, string> = browseParamsIn(params);
    if (category) next.category = category;
    if (p > 1) next.page = String(p);
    setParams(next);
  };
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
        <h2 id="channel-videos" className="mb-3 text-lg font-bold text-fg">
          {tc('nav.videos')}
        </h2>
        <div className="mb-4">
          <BrowseControls searching={false} categories={categories} />
        </div>
        {filtered ? (
          <VideoGrid
            source={{ kind: 'browse', options: browse.options, category, creator: { id: creator.id, username: creator.username } }}
            page={page}
            onPageChange={setPage}
            onPageOutOfRange={clampTo}
          />
        ) : videos.length ? (
          <div className={gridClass}>
            {videos.map((v) => (
              <VideoCard key={v.id} video={v} showPremiumOverlay={!canSeePremium} />
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted">{t('channel.no_videos')}</p>
        )}
        {!filtered && (page > 1 || videos.length === perPage) ? (
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
