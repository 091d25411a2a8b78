// On the watch page opened from a playlist (?list=): the playlist beside the player, and at
// the video's end the next one after a visible countdown, with Cancel.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { btnPrimary, btnSecondary, link } from '../../ui/styles';
import { usePlaylist } from './api';
import { useT } from '../../i18n';
import { AUTOPLAY_SECONDS, nextInList, PLAY_STATE, playlistVideoPath, remaining } from './queue';

export function PlaylistNext({ videoSlug }: { videoSlug: string }) {
  const [params] = useSearchParams();
  const list = params.get('list');
  const q = usePlaylist(list);
  const navigate = useNavigate();
  const [endedAt, setEndedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  // Stubs of videos no longer available (the owner's own playlist) are not played or listed.
  const playable = q.data ? q.data.items.filter((v) => !v.unavailable) : [];
  const next = q.data ? nextInList(playable, videoSlug) : null;
  // The public catalog: this shows on the watch page, whose texts are all in the first load.
  const t = useT('public');

  useEffect(() => {
    setEndedAt(null);
    if (!next) return;
    const onEnded = () => {
      setEndedAt(Date.now());
      setNow(Date.now());
    };
    const el = document.querySelector('main video');
    el?.addEventListener('ended', onEnded);
    return () => el?.removeEventListener('ended', onEnded);
  }, [next, videoSlug]);

  const left = endedAt === null ? AUTOPLAY_SECONDS : remaining(now - endedAt);
  useEffect(() => {
    if (endedAt === null || !next || !list) return;
    if (left === 0) {
      navigate(playlistVideoPath(next.slug, list), { state: PLAY_STATE });
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 250);
    return () => window.clearTimeout(timer);
  }, [endedAt, now, left, next, list, navigate]);

  if (!list || !q.data) return null;
  const { playlist } = q.data;
  const items = playable;
  return (
    <aside aria-label={t('playlist_next.label', { title: playlist.title })} className="mt-4 rounded-xl border border-border bg-surface p-4">
      {endedAt !== null && next ? (
        <div role="status" className="mb-3 flex flex-wrap items-center gap-2 text-sm text-fg">
          <span>{t('playlist_next.next', { title: next.title, seconds: left })}</span>
          <Link to={playlistVideoPath(next.slug, list)} state={PLAY_STATE} className={btnPrimary}>
            {t('playlist_next.play_now')}
          </Link>
          <button type="button" className={btnSecondary} onClick={() => setEndedAt(null)}>
            {t('comments.cancel')}
          </button>
        </div>
      ) : null}
      <h2 className="text-base font-bold text-fg">{playlist.title}</h2>
      <ol className="mt-2 flex max-h-72 flex-col gap-1 overflow-y-auto text-sm">
        {items.map((v, i) => (
          <li key={v.id}>
            <Link to={playlistVideoPath(v.slug, list)} aria-current={v.slug === videoSlug ? 'true' : undefined} className={v.slug === videoSlug ? 'font-bold text-fg' : link}>
              {i + 1}. {v.title}
            </Link>
          </li>
        ))}
      </ol>
    </aside>
  );
}
