// The player box (16:9): the native <video> for the self-hosted source (the adaptive
// ladder through use-hls.ts when the video has one, with a quality menu; else the MP4),
// keyboard shortcuts page-wide (player-keys.ts, `?` lists them) and a remembered volume;
// hosts play in their iframe.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { SourceLink } from '../../data/catalog';
import { Modal } from '../../ui/modal';
import { TimelineThumbs } from './timeline-thumbs';
import { allowLoading, mediaIdentity } from './media-load';
import { handlePlayerKey, SHORTCUTS } from './player-keys';
import { readQuality, rungLabel, saveQuality, type Quality } from './quality';
import { useHls, type HlsState } from './use-hls';
import { useLocale, useT } from '../../i18n';
import type { CaptionTrack } from '../../data/catalog';
import { orderCaptions, pickCaption, readCaptionPreference, saveCaptionPreference } from './captions';

const VOLUME_KEY = 'reelhouse.volume';

/**
 * Starts playback on arrival (Play all, a playlist's next video): with sound when the
 * browser allows it, else muted (autoplay policies allow that), and `onMuted` shows the
 * Unmute control. Resolves once playback was asked for.
 */
export async function startPlayback(v: HTMLVideoElement, onMuted: () => void): Promise<void> {
  try {
    await v.play();
  } catch (err) {
    if ((err as DOMException | null)?.name !== 'NotAllowedError') return;
    v.muted = true;
    onMuted();
    await v.play().catch(() => undefined);
  }
}

/** Shows the text track of `language` ('off': none) and hides the others, also for tracks the element adds later. */
function useShownCaption(videoRef: RefObject<HTMLVideoElement | null>, language: string, count: number) {
  useEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    const apply = () => {
      for (const track of Array.from(v.textTracks)) {
        if (track.kind !== 'captions' && track.kind !== 'subtitles') continue;
        track.mode = track.language === language ? 'showing' : 'disabled';
      }
    };
    apply();
    v.textTracks.addEventListener('addtrack', apply);
    return () => v.textTracks.removeEventListener('addtrack', apply);
  }, [videoRef, language, count]);
}

function NativePlayer({ src, hls, quality, onLadder, title, poster, videoRef, autoPlay, captions }: {
  captions: CaptionTrack[];
  src: string;
  hls?: string;
  quality: Quality;
  onLadder: (s: HlsState) => void;
  title: string;
  poster?: string;
  videoRef: RefObject<HTMLVideoElement | null>;
  autoPlay?: boolean;
}) {
  const ref = videoRef;
  const t = useT('public');
  const [autoMuted, setAutoMuted] = useState(false);
  useEffect(() => {
    const v = ref.current;
    if (autoPlay && v) void startPlayback(v, () => setAutoMuted(true));
  }, [autoPlay, ref]); // once per element, like the volume below
  // The element keeps the URL it started with while the media is the same (the parent
  // keys this by mediaIdentity): setting a newer token's URL would restart it. A reload
  // below takes the newest URL, so a token that expired is replaced then.
  const [initialSrc] = useState(src);
  useEffect(() => {
    const v = ref.current;
    const saved = Number(localStorage.getItem(VOLUME_KEY));
    if (v && saved >= 0 && saved <= 1 && localStorage.getItem(VOLUME_KEY) !== null) v.volume = saved;
  }, [ref]); // once per element: this component is keyed by the media it plays
  // With the files on S3 the stream URL redirects to a link that lives a few minutes, and
  // browsers keep sending their Range requests to the redirected link: when it has
  // expired, load the stream URL again (a fresh link, access re-checked by the server)
  // and resume where playback was. At most 3 reloads a minute.
  const [initialHls] = useState(hls);
  const ladder = useHls(ref, initialHls, initialSrc, quality);
  useEffect(() => onLadder(ladder), [ladder, onLadder]);
  const reloads = useRef<number[]>([]);
  const onError = () => {
    const v = ref.current;
    if (ladder.active) return; // hls.js reports its own errors (and falls back to the MP4)
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
    <>
    {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the creator's caption files are the <track>s below, when there are any (issue 41) */}
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
      // The MP4 this player plays or falls back to (the ladder replaces src by a MediaSource).
      data-stream={initialSrc}
      data-rung={ladder.playing || undefined}
      data-ladder={ladder.active ? 'hls' : 'mp4'}
      tabIndex={0}
      className="player-video size-full bg-black"
      onVolumeChange={(e) => {
        localStorage.setItem(VOLUME_KEY, String(e.currentTarget.volume));
        if (!e.currentTarget.muted) setAutoMuted(false);
      }}
    >
      {/* Same-origin files (/api/files/captions/…): hidden video 404, offline from a download. Shown by the captions menu. */}
      {captions.map((c) => (
        <track key={c.language} kind="captions" src={c.url} srcLang={c.language} label={c.label || c.language} />
      ))}
    </video>
    {autoMuted ? (
      <button
        type="button"
        className="absolute top-3 start-3 z-10 min-h-11 rounded-full bg-black/75 px-4 text-sm font-semibold text-white"
        onClick={() => {
          const v = ref.current;
          if (v) v.muted = false;
          setAutoMuted(false);
        }}
      >
        {t('player.unmute')}
      </button>
    ) : null}
    </>
  );
}

function QualityMenu({ ladder, quality, onChange }: { ladder: HlsState; quality: Quality; onChange: (q: Quality) => void }) {
  const value = String(quality);
  const t = useT('public');
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>{t('player.quality')}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value === 'auto' ? 'auto' : e.target.value === 'mp4' ? 'mp4' : Number(e.target.value))}
        className="rounded border border-border bg-surface px-2 py-1"
        data-testid="quality-menu"
      >
        <option value="auto">{quality === 'auto' && ladder.playing ? t('player.auto_playing', { rung: rungLabel(ladder.playing) }) : t('player.auto')}</option>
        {[...ladder.heights].reverse().map((h) => (
          <option key={h} value={h}>
            {rungLabel(h)}
          </option>
        ))}
        {typeof quality === 'number' && !ladder.heights.includes(quality) ? <option value={quality}>{rungLabel(quality)}</option> : null}
        <option value="mp4">{t('player.original')}</option>
      </select>
    </label>
  );
}

function CaptionsMenu({ tracks, value, onChange }: { tracks: CaptionTrack[]; value: string; onChange: (language: string) => void }) {
  const t = useT('public');
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>{t('player.captions')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} className="rounded border border-border bg-surface px-2 py-1" data-testid="captions-menu">
        <option value="off">{t('player.captions_off')}</option>
        {tracks.map((c) => (
          <option key={c.language} value={c.language}>
            {c.label || c.language}
          </option>
        ))}
      </select>
    </label>
  );
}

function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useT('public');
  return (
    <Modal title={t('player.shortcuts')} open={open} onOpenChange={onOpenChange}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="shortcuts">
        {SHORTCUTS.map(([keys, action]) => (
          <div key={keys} className="contents">
            <dt className="font-mono font-semibold">{keys.startsWith('player.') ? t(keys) : keys}</dt>
            <dd>{t(action)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

export function Player({ source, title, poster, autoPlay, captions = [] }: { source: SourceLink | undefined; title: string; poster?: string; autoPlay?: boolean; captions?: CaptionTrack[] }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const locale = useLocale();
  const tracks = orderCaptions(captions, locale);
  const [captionPref, setCaptionPref] = useState(readCaptionPreference);
  const shownCaption = pickCaption(tracks, captionPref, locale);
  const [captionChoice, setCaptionChoice] = useState<string | null>(null);
  const caption = captionChoice ?? shownCaption;
  useShownCaption(videoRef, source?.type === 'local' ? caption : 'off', tracks.length);
  const chooseCaption = (language: string) => {
    setCaptionChoice(language);
    setCaptionPref(language);
    saveCaptionPreference(language);
  };
  const [quality, setQuality] = useState<Quality>(readQuality);
  const [ladder, setLadder] = useState<HlsState>({ heights: [], playing: 0, active: false });
  const [help, setHelp] = useState(false);
  const t = useT('public');
  const local = source?.type === 'local';
  // The shortcuts work anywhere on the watch page but in text fields (player-keys.ts).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      if (handlePlayerKey(e, { video: local ? videoRef.current : null, showHelp: () => setHelp(true) })) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [local]);
  const choose = (q: Quality) => {
    setQuality(q);
    saveQuality(q);
  };
  return (
    <div>
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
        {!source ? (
          <div className="flex size-full items-center justify-center text-sm text-muted">{t('player.none')}</div>
        ) : source.type === 'local' ? (
          <NativePlayer
            key={mediaIdentity(source.url)}
            src={source.url}
            hls={source.hls}
            quality={quality}
            onLadder={setLadder}
            title={title}
            poster={poster}
            videoRef={videoRef}
            autoPlay={autoPlay}
            captions={tracks}
          />
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
      {source?.type === 'local' ? <TimelineThumbs key={mediaIdentity(source.url)} src={source.url} thumbs={!!source.thumbs} videoRef={videoRef} /> : null}
      <div className="mt-2 flex flex-wrap items-center justify-end gap-3">
        {source?.type === 'local' && tracks.length ? <CaptionsMenu tracks={tracks} value={caption} onChange={chooseCaption} /> : null}
        {source?.type === 'local' && source.hls ? <QualityMenu ladder={ladder} quality={quality} onChange={choose} /> : null}
        {source?.type === 'local' ? (
          <button type="button" className="text-sm underline" onClick={() => setHelp(true)} aria-keyshortcuts="?">
            {t('player.shortcuts')}
          </button>
        ) : null}
      </div>
      <ShortcutsDialog open={help} onOpenChange={setHelp} />
    </div>
  );
}
