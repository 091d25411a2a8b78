// The player box (16:9): the native <video> for the self-hosted source, with keyboard
// control (space/k, f, m, arrows) and a remembered volume; hosts play in their iframe.
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { SourceLink } from '../../data/catalog';
import { TimelineThumbs } from './timeline-thumbs';
import { allowLoading, mediaIdentity, seekTo } from './media-load';

const VOLUME_KEY = 'reelhouse.volume';

function NativePlayer({ src, title, poster, videoRef }: { src: string; title: string; poster?: string; videoRef: RefObject<HTMLVideoElement | null> }) {
  const ref = videoRef;
  // The element keeps the URL it started with while the media is the same (the parent
  // keys this by mediaIdentity): setting a newer token's URL would restart it. A reload
  // below takes the newest URL, so a token that expired is replaced then.
  const [initialSrc] = useState(src);
  useEffect(() => {
    const v = ref.current;
    const saved = Number(localStorage.getItem(VOLUME_KEY));
    if (v && saved >= 0 && saved <= 1 && localStorage.getItem(VOLUME_KEY) !== null) v.volume = saved;
  }, [ref]); // once per element: this component is keyed by the media it plays
  const onKey = (e: KeyboardEvent<HTMLVideoElement>) => {
    const v = ref.current;
    if (!v) return;
    switch (e.key) {
      case ' ':
        // On the focused <video> (or one of its own control buttons) the browser's
        // controls already toggle on Space (Chromium on keyup, whatever keydown did):
        // toggling here as well played and paused at once.
        return;
      case 'k':
        if (v.paused) void v.play();
        else v.pause();
        break;
      case 'f':
        if (document.fullscreenElement) void document.exitFullscreen();
        else void v.requestFullscreen?.();
        break;
      case 'm':
        v.muted = !v.muted;
        break;
      case 'ArrowLeft':
        seekTo(v, Math.max(0, v.currentTime - 5));
        break;
      case 'ArrowRight':
        seekTo(v, Math.min(v.duration || Infinity, v.currentTime + 5));
        break;
      default:
        return;
    }
    e.preventDefault();
  };
  // With the files on S3 the stream URL redirects to a link that lives a few minutes, and
  // browsers keep sending their Range requests to the redirected link: when it has
  // expired, load the stream URL again (a fresh link, access re-checked by the server)
  // and resume where playback was. At most 3 reloads a minute.
  const reloads = useRef<number[]>([]);
  const onError = () => {
    const v = ref.current;
    const code = v?.error?.code;
    if (!v || (code !== MediaError.MEDIA_ERR_NETWORK && code !== MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED)) return;
    const now = Date.now();
    reloads.current = reloads.current.filter((t) => now - t < 60_000);
    if (reloads.current.length >= 3) return;
    reloads.current.push(now);
    const at = v.currentTime;
    const playing = !v.paused;
    // Under preload="none" a reloaded source would wait for another press of play and
    // never reach loadedmetadata below.
    allowLoading(v);
    v.src = src;
    v.load();
    v.addEventListener(
      'loadedmetadata',
      () => {
        v.currentTime = at;
        if (playing) void v.play();
      },
      { once: true },
    );
  };
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- uploads carry no caption files; an empty <track> would only mislead
    <video
      ref={ref}
      onError={onError}
      src={initialSrc}
      controls
      playsInline
      // Nothing downloaded before the viewer presses play or seeks (media-load.ts): the
      // metadata read alone was 66 KB of a first visit's 367 KB (issue 15 §3).
      preload="none"
      // The thumbnail until playback starts, as video sites show it: it is also the watch
      // page's LCP image, preloaded by index.html's early script.
      poster={poster || undefined}
      aria-label={title}
      data-testid="native-player"
      tabIndex={0}
      className="player-video size-full bg-black"
      onKeyDown={onKey}
      onVolumeChange={(e) => localStorage.setItem(VOLUME_KEY, String(e.currentTarget.volume))}
    />
  );
}

export function Player({ source, title, poster }: { source: SourceLink | undefined; title: string; poster?: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  return (
    <div>
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
        {!source ? (
          <div className="flex size-full items-center justify-center text-sm text-muted">No video player available</div>
        ) : source.type === 'local' ? (
          <NativePlayer key={mediaIdentity(source.url)} src={source.url} title={title} poster={poster} videoRef={videoRef} />
        ) : (
          <iframe
            key={source.url}
            src={source.url}
            title={title}
            allow="fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="origin"
            className="size-full border-0"
            data-testid="embed-player"
          />
        )}
      </div>
      {/* Timeline thumbnails made by processing: a seek bar with sprite previews. */}
      {source?.type === 'local' ? <TimelineThumbs key={mediaIdentity(source.url)} src={source.url} videoRef={videoRef} /> : null}
    </div>
  );
}
