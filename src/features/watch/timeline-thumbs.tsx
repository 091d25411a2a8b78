// A seek bar under the self-hosted player that shows the timeline thumbnail (a tile of the
// sprite made by processing) where the pointer is; click or drag seeks, arrow keys step
// 5 s. Nothing shows until the video's thumbnails exist, and the VTT is asked for only
// when the watch route says they do (`thumbs`): no 404 in the console otherwise.
import { useEffect, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mediaUrl } from '../../data/media';
import { cueAt, parseThumbVtt, streamParts, type ThumbCue } from './thumb-vtt';
import { seekTo } from './media-load';
import { useT } from '../../i18n';

const clock = (s: number) => {
  const t = Math.max(0, Math.floor(s));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const sec = String(t % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
};

const NO_CUES: ThumbCue[] = [];

export function TimelineThumbs({ src, thumbs, videoRef }: { src: string; thumbs: boolean; videoRef: RefObject<HTMLVideoElement | null> }) {
  const parts = streamParts(src);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [hover, setHover] = useState<{ t: number; left: number } | null>(null);
  const tl = useT('public');

  // The cues of the video's sprite, asked for once per video (the token only authorises
  // the read: not part of the key). A missing or unreadable VTT leaves the bar plain.
  const vtt = useQuery({
    queryKey: ['thumbs-vtt', parts?.videoId ?? ''],
    queryFn: async ({ signal }) => {
      const r = await fetch(mediaUrl(parts!.videoId, 'thumbs.vtt', parts!.token || undefined), { signal });
      return parseThumbVtt(r.ok ? await r.text() : '');
    },
    enabled: !!parts && thumbs,
    staleTime: Infinity,
    retry: false,
  });
  const cues: ThumbCue[] = vtt.data ?? NO_CUES;

  useEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    const update = () => {
      setTime(v.currentTime);
      setDuration(Number.isFinite(v.duration) ? v.duration : 0);
    };
    update();
    v.addEventListener('timeupdate', update);
    v.addEventListener('loadedmetadata', update);
    v.addEventListener('durationchange', update);
    return () => {
      v.removeEventListener('timeupdate', update);
      v.removeEventListener('loadedmetadata', update);
      v.removeEventListener('durationchange', update);
    };
  }, [videoRef, cues.length]);

  if (!parts || cues.length === 0) {
    // The bar's room is kept while the VTT the route promised is on its way: arriving
    // 32 px high under the player, it moved the page down (CLS 0.021 on a watch page).
    // The server's first paint is this component's own render (internal/ssr, issue 40).
    return parts && thumbs && vtt.isPending ? <div aria-hidden="true" className="mt-2 h-6" /> : null;
  }
  const total = duration || cues[cues.length - 1]!.end;

  const timeAt = (e: PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const frac = Math.min(1, Math.max(0, (e.clientX - r.left) / r.width));
    return { t: frac * total, left: frac * 100 };
  };
  const seek = (t: number) => {
    const v = videoRef.current;
    if (v) seekTo(v, Math.min(Math.max(0, t), total));
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    // Up and Down too (the ARIA slider's keys): left to the page they scrolled it, and the
    // fixed header ended over the video (issue 39 §4).
    const step = { ArrowLeft: -5, ArrowRight: 5, ArrowDown: -5, ArrowUp: 5, PageDown: -30, PageUp: 30 }[e.key];
    if (step === undefined && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    seek(e.key === 'Home' ? 0 : e.key === 'End' ? total : time + (step ?? 0));
  };
  const cue = hover ? cueAt(cues, hover.t) : undefined;
  const image = cue && parts ? mediaUrl(parts.videoId, 'sprite.jpg', parts.token || undefined) : '';

  return (
    <div className="relative mt-2 select-none" data-testid="timeline">
      <div
        role="slider"
        tabIndex={0}
        aria-label={tl('player.seek')}
        aria-valuemin={0}
        aria-valuemax={Math.round(total)}
        aria-valuenow={Math.round(time)}
        aria-valuetext={tl('player.seek_value', { time: clock(time), total: clock(total) })}
        className="relative flex h-6 cursor-pointer items-center"
        onKeyDown={onKey}
        onPointerMove={(e) => setHover(timeAt(e))}
        onPointerLeave={() => setHover(null)}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          seek(timeAt(e).t);
        }}
        onPointerUp={(e) => {
          if (e.pointerType !== 'mouse') setHover(null);
        }}
      >
        <div className="h-1.5 w-full overflow-hidden rounded-full bg-surface-2">
          <div className="h-full bg-accent" style={{ width: `${total ? (time / total) * 100 : 0}%` }} />
        </div>
      </div>
      {cue && hover ? (
        <div
          className="pointer-events-none absolute bottom-7 flex -translate-x-1/2 flex-col items-center gap-1"
          style={{ left: `clamp(${cue.w / 2}px, ${hover.left}%, calc(100% - ${cue.w / 2}px))` }}
          data-testid="timeline-thumb"
          aria-hidden="true"
        >
          <div
            className="rounded border border-border shadow-lg"
            style={{ width: cue.w, height: cue.h, backgroundImage: `url("${image}")`, backgroundPosition: `-${cue.x}px -${cue.y}px` }}
          />
          <span className="rounded bg-black/80 px-1.5 py-0.5 text-xs text-white tabular-nums">{clock(hover.t)}</span>
        </div>
      ) : null}
    </div>
  );
}
