// The player's captions (issue 41 item 5): which track shows. Off unless the viewer turned
// captions on before (the choice is kept on this device); on, the viewer's own language
// first, then the language last chosen, then the first track. The menu lists the viewer's
// language first too.
import type { CaptionTrack } from '../../data/catalog';

const KEY = 'reelhouse.captions';

/** 'off', or the language last chosen (captions on). */
export function readCaptionPreference(): string {
  try {
    return globalThis.localStorage?.getItem(KEY) || 'off';
  } catch {
    return 'off';
  }
}

export function saveCaptionPreference(value: string): void {
  try {
    globalThis.localStorage?.setItem(KEY, value);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}

const primary = (lang: string) => lang.toLowerCase().split('-')[0] ?? '';

/** The tracks with the viewer's language first, the rest as given. */
export function orderCaptions(tracks: CaptionTrack[], locale: string): CaptionTrack[] {
  const mine = primary(locale);
  return [...tracks.filter((t) => primary(t.language) === mine), ...tracks.filter((t) => primary(t.language) !== mine)];
}

/** The language to show ('off' for none) for a preference and the viewer's locale. */
export function pickCaption(tracks: CaptionTrack[], preference: string, locale: string): string {
  if (preference === 'off' || tracks.length === 0) return 'off';
  const mine = tracks.find((t) => primary(t.language) === primary(locale));
  const chosen = tracks.find((t) => t.language === preference) ?? tracks.find((t) => primary(t.language) === primary(preference));
  return (mine ?? chosen ?? tracks[0]!).language;
}
