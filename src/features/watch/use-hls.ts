// The adaptive ladder behind the native <video>: hls.js (loaded only for a video that has
// a ladder) where the browser has Media Source Extensions, the browser's own HLS where it
// has that instead (Safari on iOS), else the MP4. Nothing is fetched before the viewer
// asks to play or seeks (the page's first-visit budget, as preload="none" for the MP4),
// not even hls.js before an intent to watch; Auto starts at the lowest rung and adapts. A fatal ladder error falls back to the MP4.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type Hls from 'hls.js';
import { LOAD_REQUEST } from './media-load';
import { levelFor, type Quality } from './quality';

export interface HlsState {
  /** The rungs' heights, lowest first (empty until the master playlist was read, or without hls.js). */
  heights: number[];
  /** The height playing now (0 before the first segment). */
  playing: number;
  /** Whether the ladder is in use (false: the MP4 plays). */
  active: boolean;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * A switch to the ladder after the MP4 has played this long (ms) would be a visible
 * restart: past it, the MP4 plays on and the ladder serves the next video.
 */
const SWITCH_WITHIN_MS = 1500;

export function useHls(videoRef: RefObject<HTMLVideoElement | null>, master: string | undefined, mp4: string, quality: Quality): HlsState {
  const [state, setState] = useState<HlsState>({ heights: [], playing: 0, active: false });
  const hlsRef = useRef<Hls | null>(null);
  const qualityRef = useRef(quality);
  qualityRef.current = quality;
  const applied = useRef<Quality | null>(null);
  const useLadder = !!master && quality !== 'mp4';

  useEffect(() => {
    const v = videoRef.current;
    if (!v || !master || !useLadder) return;
    let disposed = false;
    let hls: Hls | null = null;
    let loading = false;
    // The viewer asked for the media (play, a seek, a key that seeks) before hls.js came.
    let asked = false;
    // When the MP4 began to play (it did before hls.js came): 0 while it has not.
    let mp4PlayingSince = 0;
    const off: (() => void)[] = [];
    const listen = (ev: string, fn: () => void) => {
      v.addEventListener(ev, fn, { passive: true });
      off.push(() => v.removeEventListener(ev, fn));
    };
    const fallback = () => {
      hls?.destroy();
      hls = hlsRef.current = null;
      const at = v.currentTime;
      v.src = mp4;
      if (at > 0) v.currentTime = at;
      setState({ heights: [], playing: 0, active: false });
    };
    const attach = (HlsClass: typeof Hls) => {
      if (disposed) return;
      // The MP4 has played a while already (a slow link brought the code late): a switch
      // now would restart what the viewer watches.
      if (mp4PlayingSince && performance.now() - mp4PlayingSince > SWITCH_WITHIN_MS) return;
      const at = v.currentTime;
      const resume = !v.paused;
      if (!HlsClass.isSupported()) {
        // The browser's own HLS (Safari on iOS); preload="none" still holds.
        if (v.canPlayType(HLS_TYPE) && v.paused && v.readyState === 0) {
          v.src = master;
          setState({ heights: [], playing: 0, active: true });
        }
        return;
      }
      hls = hlsRef.current = new HlsClass({ autoStartLoad: false, startLevel: 0, capLevelToPlayerSize: false });
      // Replaces the MP4 by a MediaSource: an MP4 that had started loading stops here.
      hls.attachMedia(v);
      let requested = false;
      // The first ask to play, a seek or a key that seeks (media-load.ts) loads the master
      // playlist and starts where the viewer asked.
      const request = () => {
        if (requested || !hls) return;
        requested = true;
        hls.loadSource(master);
      };
      for (const ev of ['play', 'seeking', LOAD_REQUEST]) listen(ev, request);
      hls.on(HlsClass.Events.MANIFEST_PARSED, (_e, data) => {
        const heights = data.levels.map((l) => l.height);
        const level = levelFor(qualityRef.current, heights);
        if (level >= 0) hls!.startLevel = level;
        const from = v.currentTime > 0 ? v.currentTime : at;
        hls!.startLoad(from > 0 ? from : -1);
        if (level >= 0) hls!.currentLevel = level;
        applied.current = qualityRef.current;
        setState((s) => ({ ...s, heights, active: true }));
      });
      hls.on(HlsClass.Events.LEVEL_SWITCHED, (_e, data) => {
        const h = hls?.levels[data.level]?.height ?? 0;
        setState((s) => ({ ...s, playing: h }));
      });
      hls.on(HlsClass.Events.ERROR, (_e, data) => {
        if (data.fatal) fallback();
      });
      if (asked) request();
      // It was playing the MP4 (the attach paused it): it plays on at once, so a key that
      // toggles playback sees it playing (the viewer's press of play is the page's user
      // activation).
      if (resume) void v.play().catch(() => undefined);
      setState((s) => ({ ...s, active: true }));
    };
    // hls.js (110 KB compressed, ~30 ms of a desktop's main thread to start) is fetched
    // when the viewer shows an intent to watch (a pointer over or on the player, focus on
    // it) or asks to play, not with the page: most visits of a watch page never play, and
    // its first load was the page's longest task (issue 26 §7).
    const load = () => {
      if (loading) return;
      loading = true;
      // Its code failing to load (a lost connection) leaves the MP4 as it is, playing or not.
      void import('hls.js/light').then(
        ({ default: HlsClass }) => attach(HlsClass),
        () => undefined,
      );
    };
    const ask = () => {
      asked = true;
      load();
    };
    for (const ev of ['pointerenter', 'pointerdown', 'focus']) listen(ev, load);
    for (const ev of ['play', 'seeking', LOAD_REQUEST]) listen(ev, ask);
    listen('playing', () => {
      if (!hls && !mp4PlayingSince) mp4PlayingSince = performance.now();
    });
    // Playing already: the viewer chose a rung in the quality menu while the MP4 played,
    // or pressed play on the server's paint before the page was hydrated (issue 40: the
    // painted player is on screen before these listeners exist).
    if (!v.paused) ask();
    // An intent shown before the listeners existed (the pointer already over the painted
    // player, or focus on it) counts as one.
    else if (v.matches(':hover') || document.activeElement === v) load();
    return () => {
      disposed = true;
      off.forEach((f) => f());
      if (hls) {
        hls.destroy();
        hlsRef.current = null;
        // Back to the MP4 (the quality menu chose it, or the element goes).
        const at = v.currentTime;
        v.src = mp4;
        if (at > 0) v.currentTime = at;
      }
      setState({ heights: [], playing: 0, active: false });
    };
    // mp4 changes with each newer token; the element keeps what it started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoRef, master, useLadder]);

  // A rung chosen in the menu (or Auto) applies at once.
  useEffect(() => {
    const hls = hlsRef.current;
    if (!hls || !hls.levels.length || quality === 'mp4' || applied.current === quality) return;
    applied.current = quality;
    hls.currentLevel = levelFor(quality, hls.levels.map((l) => l.height));
  }, [quality, state.heights]);

  return state;
}
