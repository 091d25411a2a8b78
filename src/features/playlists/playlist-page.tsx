// /playlist/{slug} (issue 22): a playlist with Play all; its owner reorders (drag or
// keyboard), removes videos, renames, changes visibility and deletes it. Each video shows
// its thumbnail, duration and whole title; the header the total length (issue 41 §7).
// Persisted per member (api.ts), so a playlist opened once reopens offline.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { errorStatus } from '../../data/errors';
import { useSession } from '../../data/session';
import { formatDuration } from '../../lib/format';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { useConfirm } from '../../ui/confirm-dialog';
import { btnDanger, btnPrimary, btnSecondary, link } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useCanSeePremium } from '../../ui/video-grid';
import type { Playlist } from '../library/api';
import { usePlaylist, usePlaylistEdits } from './api';
import { PLAY_STATE, playlistVideoPath, totalSeconds } from './queue';
import { PlaylistVideo } from './playlist-row';
import { SortableItems } from './sortable-items';
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
        {items.length ? (
          <>
            {' · '}
            <span data-testid="playlist-total">{t('playlist.total_length', { length: formatDuration(totalSeconds(items)) })}</span>
          </>
        ) : null}
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
                  <span className="min-w-0 flex-1 break-words text-muted">{t('library.unavailable')}</span>
                ) : (
                  <PlaylistVideo video={v} list={slug} index={items.indexOf(v)} showPremiumOverlay={!canSeePremium} />
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
          <ol aria-label={t('playlist.list_label')} className="flex flex-col divide-y divide-border">
            {items.map((v, i) => (
              <li key={v.id} className="flex">
                {v.unavailable ? <span className="py-2 text-sm text-muted">{t('library.unavailable')}</span> : <PlaylistVideo video={v} list={slug} index={i} showPremiumOverlay={!canSeePremium} />}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
