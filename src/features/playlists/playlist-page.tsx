// /playlist/{slug} (issue 22): a playlist with Play all; its owner reorders (drag or
// keyboard), removes videos, renames, changes visibility and deletes it.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { errorStatus } from '../../data/errors';
import { useSession } from '../../data/session';
import { formatDuration } from '../../lib/format';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { useConfirm } from '../../ui/confirm-dialog';
import { btnDanger, btnPrimary, btnSecondary, link } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { gridClass, useCanSeePremium } from '../../ui/video-grid';
import { VideoCard } from '../../ui/video-card';
import type { Playlist } from '../library/api';
import { usePlaylist, usePlaylistEdits } from './api';
import { PLAY_STATE, playlistVideoPath } from './queue';
import { SortableItems } from './sortable-items';
import { UnavailableCard } from '../library/unavailable-card';
import { useT } from '../../i18n';
import { playlistSummary } from '../library/playlist-summary';

function OwnerTools({ playlist, slug }: { playlist: Playlist; slug: string }) {
  const edits = usePlaylistEdits(slug, playlist.id);
  const navigate = useNavigate();
  const [ask, confirmDialog] = useConfirm();
  const t = useT('pages');
  const destroy = async () => {
    const ok = await ask({ title: t('playlist.delete_title'), description: t('playlist.delete_text', { title: playlist.title }), confirmLabel: t('playlist.delete') });
    if (ok) edits.destroy.mutate(undefined, { onSuccess: () => navigate(paths.library('playlists')) });
  };
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      {confirmDialog}
      <label className="flex flex-col gap-1 text-sm text-fg">
        {t('playlist.visibility')}
        <select
          className="min-h-11 rounded-lg border border-border bg-surface-2 px-3"
          value={playlist.visibility}
          onChange={(e) => edits.update.mutate({ visibility: e.target.value as Playlist['visibility'] })}
        >
          <option value="private">{t('playlist.option_private')}</option>
          <option value="unlisted">{t('playlist.option_unlisted')}</option>
          <option value="public">{t('playlist.option_public')}</option>
        </select>
      </label>
      <button
        type="button"
        className={btnDanger}
        onClick={() => void destroy()}
      >
        {t('playlist.delete')}
      </button>
    </div>
  );
}

export function PlaylistPage() {
  const { slug = '' } = useParams();
  const q = usePlaylist(slug);
  const me = useSession((s) => s.user?.id ?? null);
  const canSeePremium = useCanSeePremium();
  const data = q.data;
  useDocumentTitle(data?.playlist.title ?? null);
  const edits = usePlaylistEdits(slug, data?.playlist.id ?? '');
  const t = useT('pages');
  if (q.isLoading) return <Spinner label={t('playlist.loading')} />;
  if (!data) {
    return (
      <StatusPanel title={errorStatus(q.error) === 404 ? t('playlist.not_found') : t('playlist.failed')}>
        <Link to={paths.home()} className={btnSecondary}>
          {t('shared.return_home')}
        </Link>
      </StatusPanel>
    );
  }
  const { playlist, items } = data;
  const owner = me === playlist.owner;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">{playlist.title}</h1>
      <p className="mt-1 text-sm text-muted">
        {playlist.owner_username ? (
          <>
            {t('playlist.by')}{' '}
            <Link to={paths.channel(playlist.owner_username)} className={link}>
              {playlist.owner_username}
            </Link>{' '}
            ·{' '}
          </>
        ) : null}
        {playlistSummary(t, playlist.item_count, playlist.visibility)}
      </p>
      {playlist.description ? <p className="mt-3 max-w-prose text-sm whitespace-pre-wrap text-fg">{playlist.description}</p> : null}
      {items.length ? (
        <Link to={playlistVideoPath(items[0]!.slug, slug)} state={PLAY_STATE} className={`${btnPrimary} mt-4`}>
          {t('playlist.play_all')}
        </Link>
      ) : (
        <p className="mt-4 text-sm text-muted">{t('playlist.empty')}</p>
      )}
      {owner ? <OwnerTools playlist={playlist} slug={slug} /> : null}
      <div className="mt-6">
        {owner ? (
          <SortableItems
            items={items}
            onMove={(video, to) => edits.move.mutate({ video, to })}
            render={(v) => (
              <>
                {v.unavailable ? (
                  <span className="min-w-0 flex-1 truncate text-muted">{t('library.unavailable')}</span>
                ) : (
                  <>
                    <Link to={playlistVideoPath(v.slug, slug)} className={`${link} min-w-0 flex-1 truncate`}>
                      {v.title}
                    </Link>
                    <span className="text-xs text-muted">{formatDuration(v.duration)}</span>
                  </>
                )}
                <button
                  type="button"
                  className={btnSecondary}
                  onClick={() => edits.remove.mutate(v.id)}
                  aria-label={v.unavailable ? t('library.remove_unavailable') : t('playlist.remove_video', { title: v.title })}
                >
                  {t('shared.remove')}
                </button>
              </>
            )}
          />
        ) : (
          <div className={gridClass}>
            {items.map((v) => (v.unavailable ? <UnavailableCard key={v.id} /> : <VideoCard key={v.id} video={v} showPremiumOverlay={!canSeePremium} />))}
          </div>
        )}
      </div>
    </div>
  );
}
