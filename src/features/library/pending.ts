// A visitor who presses the heart or Watch later is sent to log in; the action waits here
// (this tab only) and is done when they come back to the same video signed in.
import type { ToggleList } from './api';

const KEY = 'reelhouse.library.pending';

export function rememberAction(video: string, list: ToggleList): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ video, list }));
  } catch {
    /* storage off: the member presses again */
  }
}

/** The waiting action for this video, removed as it is taken. */
export function takeAction(video: string): ToggleList | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const p = JSON.parse(raw) as { video?: string; list?: ToggleList };
    if (p.video !== video || (p.list !== 'favourites' && p.list !== 'watch-later')) return null;
    sessionStorage.removeItem(KEY);
    return p.list;
  } catch {
    return null;
  }
}
