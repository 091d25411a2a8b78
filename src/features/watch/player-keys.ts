// The player's keyboard shortcuts, page-wide on the watch page: they work wherever focus
// is, except in a text field (typing a comment must not pause the video) and, for Space
// and Enter, on a control of its own (a focused button is pressed by Space).
import { seekTo } from './media-load';

/** The keys as shown (a catalog key where they hold a word) and the action's catalog key (public). */
export const SHORTCUTS: [keys: string, action: string][] = [
  ['player.key_space', 'player.shortcut_play'],
  ['← / →', 'player.shortcut_seek'],
  ['↑ / ↓', 'player.shortcut_volume'],
  ['M', 'player.shortcut_mute'],
  ['F', 'player.shortcut_fullscreen'],
  ['0 – 9', 'player.shortcut_jump'],
  ['?', 'player.shortcut_help'],
];

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'password', 'url', 'tel', 'number', 'date', 'datetime-local', 'month', 'time', 'week']);

/** Whether a key typed with focus on this element is the element's own (a text field). */
export function isTextField(el: Element | null): boolean {
  if (!el) return false;
  const h = el as HTMLElement;
  if (h.isContentEditable) return true;
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUTS.has(((el as HTMLInputElement).type || 'text').toLowerCase());
  return el.getAttribute('role') === 'textbox' || el.getAttribute('role') === 'combobox';
}

/** Controls that Space presses themselves. */
function pressesOnSpace(el: Element | null): boolean {
  if (!el) return false;
  return ['BUTTON', 'A', 'SUMMARY', 'INPUT', 'VIDEO'].includes(el.tagName) || ['button', 'link', 'checkbox', 'radio', 'switch', 'menuitem', 'tab', 'option'].includes(el.getAttribute('role') ?? '');
}

export interface KeyTarget {
  video: HTMLVideoElement | null;
  showHelp: () => void;
}

/** Handles one keydown; returns whether it was a shortcut (the caller prevents the default). */
export function handlePlayerKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>, t: KeyTarget): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  const target = e.target && typeof (e.target as Element).tagName === 'string' ? (e.target as Element) : null;
  if (isTextField(target)) return false;
  if (e.key === '?') {
    t.showHelp();
    return true;
  }
  const v = t.video;
  if (!v) return false;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  switch (key) {
    case ' ':
      // A focused button, link or the <video> with its own controls handles Space itself.
      if (pressesOnSpace(target)) return false;
      togglePlay(v);
      return true;
    case 'k':
      togglePlay(v);
      return true;
    case 'f':
      if (document.fullscreenElement) void document.exitFullscreen();
      else void v.requestFullscreen?.();
      return true;
    case 'm':
      v.muted = !v.muted;
      return true;
    case 'ArrowLeft':
      seekTo(v, Math.max(0, v.currentTime - 5));
      return true;
    case 'ArrowRight':
      seekTo(v, Math.min(v.duration || Infinity, v.currentTime + 5));
      return true;
    case 'ArrowUp':
    case 'ArrowDown':
      // On a focused control arrows may move within it (a slider, a menu): only elsewhere.
      if (target?.closest?.('[role="slider"],[role="menu"],[role="listbox"],[role="radiogroup"]')) return false;
      v.volume = Math.min(1, Math.max(0, v.volume + (key === 'ArrowUp' ? 0.1 : -0.1)));
      return true;
  }
  if (/^[0-9]$/.test(key) && v.duration > 0 && Number.isFinite(v.duration)) {
    seekTo(v, (v.duration * Number(key)) / 10);
    return true;
  }
  return false;
}

function togglePlay(v: HTMLVideoElement) {
  if (v.paused) void v.play().catch(() => undefined);
  else v.pause();
}
