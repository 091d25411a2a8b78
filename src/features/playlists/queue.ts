// Playing a playlist: the watch page carries ?list={slug}; the next video is the one after
// the current in the playlist's order (none after the last).
import { paths } from '../../lib/paths';

export function playlistVideoPath(videoSlug: string, list: string): string {
  return `${paths.video(videoSlug)}?list=${encodeURIComponent(list)}`;
}

export function nextInList<T extends { slug: string }>(items: readonly T[], currentSlug: string): T | null {
  const i = items.findIndex((v) => v.slug === currentSlug);
  return i >= 0 && i + 1 < items.length ? items[i + 1]! : null;
}

/** Router state of a link that starts the video on arrival (Play all, the next video). */
export const PLAY_STATE = { autoplay: true } as const;

/** Seconds before autoplay moves on. */
export const AUTOPLAY_SECONDS = 5;

/** The countdown's remaining whole seconds at `elapsedMs`; 0 means go. */
export function remaining(elapsedMs: number, total = AUTOPLAY_SECONDS): number {
  return Math.max(0, total - Math.floor(elapsedMs / 1000));
}

/**
 * The playlist's total length in seconds: the sum over the items the page holds (the
 * playlist route answers up to its page size in one go; a video moderation took off the
 * site counts nothing).
 */
export function totalSeconds(items: ReadonlyArray<{ duration?: number; unavailable?: boolean }>): number {
  return items.reduce((sum, v) => sum + (v.unavailable ? 0 : Math.max(0, Math.floor(v.duration ?? 0))), 0);
}
