// The adaptive ladder behind the native <video>: hls.js (loaded only for a video that has
// a ladder) where the browser has Media Source Extensions, the browser's own HLS where it
// has that instead (Safari on iOS), else the MP4. Nothing is fetched before the viewer
// asks to play or seeks (the page's first-visit budget, as preload="none" for the MP4);
// Auto starts at the lowest rung and adapts. A fatal ladder error falls back to the MP4.
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
    const fallback = () => {
      hls?.destroy();
      hls = hlsRef.current = null;
      const at = v.currentTime;
      v.src = mp4;
      if (at > 0) v.currentTime = at;
      setState({ heights: [], playing: 0, active: false });
    };
    const offRequest: (() => void)[] = [];
    void import('hls.js/light').then(({ default: HlsClass }) => {
      if (disposed) return;
      // The viewer started the MP4 before the ladder's code arrived (a slow link): keep
      // it playing rather than interrupt it; the ladder serves the next visit.
      if (!v.paused || v.currentTime > 0 || v.readyState > 0) return;
      if (!HlsClass.isSupported()) {
        if (v.canPlayType(HLS_TYPE)) {
          v.src = master; // the browser's own HLS; preload="none" still holds
          setState({ heights: [], playing: 0, active: true });
        }
        return;
      }
      hls = hlsRef.current = new HlsClass({ autoStartLoad: false, startLevel: 0, capLevelToPlayerSize: false });
      hls.attachMedia(v);
      let requested = false;
      // The first ask to play, a seek or a key that seeks (media-load.ts) loads the master
      // playlist and starts where the viewer asked.
      const request = () => {
        if (requested || !hls) return;
        requested = true;
        hls.loadSource(master);
      };
      for (const ev of ['play', 'seeking', LOAD_REQUEST]) {
        v.addEventListener(ev, request);
        offRequest.push(() => v.removeEventListener(ev, request));
      }
      hls.on(HlsClass.Events.MANIFEST_PARSED, (_e, data) => {
        const heights = data.levels.map((l) => l.height);
        const level = levelFor(qualityRef.current, heights);
        if (level >= 0) hls!.startLevel = level;
        hls!.startLoad(v.currentTime > 0 ? v.currentTime : -1);
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
      setState((s) => ({ ...s, active: true }));
    }, fallback);
    return () => {
      disposed = true;
      offRequest.forEach((f) => f());
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
