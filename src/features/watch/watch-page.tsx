// Watch page (spec §2): player with switch button, title, author link, duration, views,
// rating, category chips, description, license, similar videos, comments. A view is
// recorded once per visit (per mount of a slug).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useSetting, useSimilarVideos, useWatchVideo, type WatchVideo } from '../../data/catalog';
import { playbackTokenOf, recordView } from '../../data/engagement';
import { errorStatus } from '../../data/errors';
import { useVideoRealtime } from '../../data/realtime';
import { useSession } from '../../data/session';
import { formatDuration } from '../../lib/format';
import { useLocale, useT } from '../../i18n';
import { formatCompact } from '../../i18n/format';
import { PREMIUM_SIGNUP_FIRST } from '../../lib/messages';
import { NeedsConnection, NeedsConnectionBox } from '../../ui/needs-connection';
import { ModerationBanner } from './moderation-banner';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { useOnline } from '../../ui/use-online';
import { btnPrimary, btnSecondary, link } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { gridClass, useCanSeePremium } from '../../ui/video-grid';
import { VideoCard, VideoCardSkeleton } from '../../ui/video-card';
import { AfterFirstDraw } from '../../ui/after-first-draw';
import { CommentsSection } from '../comments/comments-section';
import { ReportButton } from '../report/report-button';
import { Player } from './player';
import { orderSources } from './player-order';
import { RatingButtons } from './rating-buttons';
import { ShareButton } from './share-button';
import { StartAt } from './start-at';
import { LibraryBar } from '../library/library-bar';
import { ResumeOffer } from '../library/resume-offer';
import { PlaylistNext } from '../playlists/playlist-next';
import { WatchPerformers } from '../performers/watch-performers';
import { isPremium } from '../../lib/roles';
import { readDiscreet } from '../offline/discreet/discreet';
import { DownloadButton } from '../offline/downloads/download-button';
import { loadDownloads, streamKey, useDownloads } from '../offline/downloads/downloads';

function LockedPlayer() {
  const tc = useT('common');
  const t = useT('public');
  const user = useSession((s) => s.user);
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl border border-border bg-surface text-center">
      <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold text-on-accent">{tc('card.premium_only')}</span>
      <p className="text-sm text-muted">{t('watch.premium_only_text')}</p>
      <Link to={user ? paths.premium.signup() : paths.signup()} state={user ? undefined : { message: PREMIUM_SIGNUP_FIRST }} className={btnPrimary}>
        {t('watch.upgrade')}
      </Link>
    </div>
  );
}

function PlayerArea({ video }: { video: WatchVideo }) {
  const t = useT('public');
  const cdn = useSetting('cdn_preferences').data;
  const sources = useMemo(() => orderSources(video.sources, cdn), [video.sources, cdn]);
  const [index, setIndex] = useState(0);
  const online = useOnline();
  const downloaded = useDownloads((s) => s.items[video.id]?.state === 'done');
  const saving = useDownloads((s) => !!s.items[video.id] && s.items[video.id]?.state !== 'done');
  const premium = useSession((s) => isPremium(s.user));
  // Play all and a playlist's next video arrive asking to start (queue.ts PLAY_STATE).
  const autoPlay = !!(useLocation().state as { autoplay?: boolean } | null)?.autoplay;
  useEffect(() => {
    if (premium) void loadDownloads();
  }, [premium]);
  if (video.moderation) return <ModerationBanner note={video.moderation} />;
  if (video.locked) return <LockedPlayer />;
  const current = sources[index % Math.max(1, sources.length)];
  const local = sources.find((s) => s.type === 'local');
  const canDownload = premium && !!local;
  // A saved copy plays from the device (the worker answers from it, seeking included).
  if (!online && downloaded) {
    // Its captions too: the download saved them, the worker answers their URLs (downloads.ts).
    return <Player source={{ type: 'local', url: streamKey(video.id) }} title={video.title} poster={video.thumbnail_url} captions={video.captions} />;
  }
  // Saved pages open offline, but a player streams from the network: say so in its place.
  // An unfinished download stays in view (it carries on when the connection is back).
  if (!online) {
    return (
      <div className="flex flex-col gap-2">
        <div className="aspect-video w-full overflow-hidden rounded-xl border border-border">
          <NeedsConnectionBox what={t('watch.playing_this')} />
        </div>
        {canDownload && local && saving ? <DownloadButton video={video} url={local.url} /> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Player source={current} title={video.title} poster={video.thumbnail_url} autoPlay={autoPlay} captions={video.captions} />
      {canDownload && local ? <DownloadButton video={video} url={local.url} /> : null}
      {sources.length > 1 ? (
        <div>
          <button type="button" className={btnSecondary} onClick={() => setIndex((i) => (i + 1) % sources.length)}>
            {t('watch.switch_player')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function SimilarVideos({ slug }: { slug: string }) {
  const t = useT('public');
  const query = useSimilarVideos(slug);
  const similar = query.data ?? [];
  const canSeePremium = useCanSeePremium();
  const loading = query.status === 'loading';
  if (!similar.length && !loading) return null;
  // While loading, a full strip of skeletons holds the place: the comments below would
  // otherwise jump down when the cards arrive (Lighthouse CLS 0.117 on phones, issue 15).
  return (
    <section aria-labelledby="similar-title" aria-busy={loading || undefined} className="mt-10">
      <h2 id="similar-title" className="mb-4 text-lg font-bold text-fg">
        {t('watch.similar')}
      </h2>
      <div className={gridClass}>
        {loading
          ? Array.from({ length: 9 }, (_, i) => <VideoCardSkeleton key={i} />)
          : // Below the player (whose poster is the page's LCP image): lazy, like any card.
            similar.slice(0, 9).map((v) => <VideoCard key={v.id} video={v} showPremiumOverlay={!canSeePremium} />)}
      </div>
    </section>
  );
}

export function WatchPage() {
  const locale = useLocale();
  const tc = useT('common');
  const t = useT('public');
  const { slug = '' } = useParams();
  const watch = useWatchVideo(slug);
  const video = watch.data;
  const viewerId = useSession((s) => s.user?.id ?? null);
  useDocumentTitle(video?.title ?? null);
  useVideoRealtime(video, viewerId);

  const viewed = useRef<string | null>(null);
  useEffect(() => {
    // A locked page (a premium video the caller cannot play) counts no view (issue 36).
    if (video && !video.locked && viewed.current !== video.id) {
      viewed.current = video.id;
      recordView(video.id, { asVisitor: readDiscreet().on, playback: playbackTokenOf(video.sources) });
    }
  }, [video]);

  if (watch.status === 'loading') return <Spinner label={t('watch.loading')} />;
  if (!video && watch.offline) return <NeedsConnection what={t('watch.this_video')} onRetry={watch.refetch} />;
  if (!video) {
    const notFound = errorStatus(watch.error) === 404;
    return (
      <StatusPanel title={notFound ? t('watch.not_found') : t('watch.failed')}>
        <Link to={paths.home()} className={btnSecondary}>
          {t('watch.return_home')}
        </Link>
      </StatusPanel>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <PlayerArea key={video.id} video={video} />
      {video.locked ? null : <ResumeOffer key={`resume-${video.id}`} videoId={video.id} duration={video.duration} />}
      {video.locked ? null : <StartAt key={`start-${video.id}`} duration={video.duration} />}
      <PlaylistNext videoSlug={video.slug} />
      <h1 className="mt-4 text-xl font-bold text-fg sm:text-2xl">{video.title}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
        <Link to={paths.videos(video.author)} className={link}>
          {video.author}
        </Link>
        <span>{formatDuration(video.duration)}</span>
        <span>{tc('card.views', { count: video.stats.views, views: formatCompact(video.stats.views, locale) })}</span>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <RatingButtons video={video} />
        <ShareButton slug={video.slug} title={video.title} />
        <ReportButton itemType="video" itemId={video.id} />
      </div>
      <div className="mt-3">
        <LibraryBar videoId={video.id} card={video} />
      </div>
      {video.categories.length ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={tc('nav.categories')}>
          {video.categories.map((c) => (
            <li key={c.id}>
              <Link to={paths.category(c.slug)} className="inline-flex min-h-9 items-center rounded-full bg-surface-2 px-3 text-xs font-semibold text-fg hover:bg-border">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {video.tags?.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('watch.tags')} data-testid="tag-chips">
          {video.tags.map((tag) => (
            <li key={tag}>
              <Link to={paths.tag(tag)} className="inline-flex min-h-9 max-w-full items-center rounded-full border border-border px-3 text-xs font-semibold break-all text-fg hover:bg-surface-2">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <WatchPerformers videoSlug={video.slug} />
      {video.description ? <p className="mt-4 max-w-prose text-sm whitespace-pre-wrap text-fg">{video.description}</p> : null}
      {video.license ? <p className="mt-2 text-xs text-muted">{t('watch.license', { license: video.license })}</p> : null}
      {/* Below the player and the title: drawn together, a task after the first commit. */}
      <AfterFirstDraw>
        <SimilarVideos slug={video.slug} />
        <CommentsSection videoId={video.id} />
      </AfterFirstDraw>
    </div>
  );
}
