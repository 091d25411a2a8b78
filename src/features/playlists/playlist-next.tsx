// On the watch page opened from a playlist (?list=): the playlist beside the player, and at
// the video's end the next one after a visible countdown, with Cancel.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { btnPrimary, btnSecondary, link } from '../../ui/styles';
import { usePlaylist } from './api';
import { AUTOPLAY_SECONDS, nextInList, playlistVideoPath, remaining } from './queue';

export function PlaylistNext({ videoSlug }: { videoSlug: string }) {
  const [params] = useSearchParams();
  const list = params.get('list');
  const q = usePlaylist(list);
  const navigate = useNavigate();
  const [endedAt, setEndedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const next = q.data ? nextInList(q.data.items, videoSlug) : null;

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
      navigate(playlistVideoPath(next.slug, list));
      return;
    }
    const t = window.setTimeout(() => setNow(Date.now()), 250);
    return () => window.clearTimeout(t);
  }, [endedAt, now, left, next, list, navigate]);

  if (!list || !q.data) return null;
  const { playlist, items } = q.data;
  return (
    <aside aria-label={`Playlist ${playlist.title}`} className="mt-4 rounded-xl border border-border bg-surface p-4">
      {endedAt !== null && next ? (
        <div role="status" className="mb-3 flex flex-wrap items-center gap-2 text-sm text-fg">
          <span>
            Next: {next.title} in {left} s
          </span>
          <Link to={playlistVideoPath(next.slug, list)} className={btnPrimary}>
            Play now
          </Link>
          <button type="button" className={btnSecondary} onClick={() => setEndedAt(null)}>
            Cancel
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
