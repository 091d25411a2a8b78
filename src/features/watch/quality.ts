// The viewer's quality choice for the adaptive ladder: 'auto' (start at the lowest rung,
// adapt), a rung's height, or 'mp4' (the self-hosted file as it is). Kept per device.
export type Quality = 'auto' | 'mp4' | number;

export const QUALITY_KEY = 'reelhouse.quality';

export function parseQuality(raw: string | null): Quality {
  if (raw === 'mp4') return 'mp4';
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : 'auto';
}

export function readQuality(): Quality {
  try {
    return parseQuality(localStorage.getItem(QUALITY_KEY));
  } catch {
    return 'auto';
  }
}

export function saveQuality(q: Quality): void {
  try {
    localStorage.setItem(QUALITY_KEY, String(q));
  } catch {
    // private mode: the choice lasts the page
  }
}

/** The level index to play for a choice: -1 for automatic; a saved height the ladder lacks picks the highest rung under it. */
export function levelFor(q: Quality, heights: number[]): number {
  if (typeof q !== 'number') return -1;
  let best = -1;
  heights.forEach((h, i) => {
    if (h <= q && (best < 0 || h > heights[best]!)) best = i;
  });
  return best < 0 ? 0 : best;
}

/** The label of a rung in the menu. */
export const rungLabel = (h: number) => `${h}p`;
