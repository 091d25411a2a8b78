// The native player preloads nothing (preload="none"): no media bytes until the viewer
// asks for them (issue 15 §3: a first visit's budget; a phone's data). The poster and the
// catalog's duration show meanwhile. Pressing play loads as usual; these are the other
// ways of asking.

/** What a media element this needs: HTMLVideoElement in the page, a plain object in tests. */
export interface Loadable {
  preload: string;
  currentTime: number;
}

/** The viewer asked for the media (a seek, a reload after an error): let it load. */
export function allowLoading(v: Loadable): void {
  if (v.preload === 'none') v.preload = 'metadata';
  // The adaptive player (use-hls.ts) loads nothing before it is asked either: tell it.
  (v as Partial<EventTarget>).dispatchEvent?.(new Event(LOAD_REQUEST));
}

/** The event allowLoading fires on the element: the viewer asked for the media. */
export const LOAD_REQUEST = 'reelhouse:load';

/**
 * Seeks to `t` s. Before anything is loaded a seek only records the start position (and
 * loads nothing under preload="none"): it starts the metadata load, and the position is
 * applied once the metadata is known.
 */
export function seekTo(v: Loadable, t: number): void {
  allowLoading(v);
  v.currentTime = t;
}

/**
 * Which media a stream URL plays, without its playback token. A watch payload fetched
 * again (a card's prefetch, then the page's own fetch) carries a newer token for the same
 * file: keyed by the whole URL, the player was replaced by a fresh element that had not
 * been asked to play, and playback that had started stopped at 0:00.
 */
export function mediaIdentity(url: string): string {
  const cut = url.search(/[?#]/);
  return cut < 0 ? url : url.slice(0, cut);
}
