// Honours a shared link's start time (?t=83 or ?t=1m23s, src/lib/start-time.ts): once the
// page's player has its metadata, it seeks there (clamped to the video's length). Like
// ResumeOffer, it finds the player element in the page, so the player needs no change.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseStartTime } from '../../lib/start-time';

const playerOf = () => document.querySelector<HTMLVideoElement>('main video');

export function StartAt({ duration }: { duration: number }) {
  const [params] = useSearchParams();
  const at = parseStartTime(params.get('t'));
  useEffect(() => {
    if (at === null) return;
    let el: HTMLVideoElement | null = null;
    let done = false;
    const seek = () => {
      if (done || !el) return;
      const known = Number.isFinite(el.duration) && el.duration > 0;
      const end = known ? el.duration : duration;
      el.currentTime = end > 0 ? Math.min(at, Math.max(0, end - 1)) : at;
      done = known;
    };
    const attach = () => {
      el = playerOf();
      if (!el) return false;
      // Before its metadata (preload="none" loads none until play) the element keeps the
      // time as its start position; once the metadata is in, it is clamped to the length.
      seek();
      if (!done) el.addEventListener('loadedmetadata', seek, { once: true });
      return true;
    };
    const timer = attach() ? null : window.setInterval(() => attach() && timer && window.clearInterval(timer), 300);
    return () => {
      if (timer) window.clearInterval(timer);
      el?.removeEventListener('loadedmetadata', seek);
    };
  }, [at, duration]);
  return null;
}
