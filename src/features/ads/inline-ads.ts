// Where inline ads go in a video grid (spec §6, §9): for non-premium viewers with ads
// enabled, after every 3rd card on small layouts (< 640 px, one column), every 4th on
// medium ones (two columns: two whole rows), plus a final ad after the last card. Wide
// layouts that show side columns get none inline (the side columns carry the ads). The
// spec has no rule for a three-column grid without side columns (1024 px up to the
// width the columns need): every 4th card there left one card alone on its row before
// each ad, so it gets one after every 6th (two whole rows, as on medium layouts).
// Inline ads are at most 300 x 250.
export const SMALL_MAX = 640;
/** The grid's three-column breakpoint (ui/video-grid.tsx `lg:grid-cols-3`). */
export const THREE_COLUMNS_MIN = 1024;
export const INLINE_AD_WIDTH = 300;
export const INLINE_AD_HEIGHT = 250;
/** Below this width the mobile zones are used (spec §9 "768 mobile ads"). */
export const MOBILE_ADS_MAX = 768;

export type GridLayout = 'small' | 'medium' | 'large' | 'wide';

export function gridLayout(viewportWidth: number, sideColumns: boolean): GridLayout {
  if (viewportWidth < SMALL_MAX) return 'small';
  if (sideColumns) return 'wide';
  return viewportWidth < THREE_COLUMNS_MIN ? 'medium' : 'large';
}

export function inlineAdEvery(layout: GridLayout): number {
  return { small: 3, medium: 4, large: 6, wide: 0 }[layout];
}

/**
 * The card indexes (0-based) after which an ad goes. The final ad follows the last card
 * unless a regular ad already sits there; an empty grid gets none.
 */
export function inlineAdPositions(cardCount: number, layout: GridLayout): number[] {
  const every = inlineAdEvery(layout);
  if (!every || cardCount <= 0) return [];
  const out: number[] = [];
  for (let i = every - 1; i < cardCount; i += every) out.push(i);
  if (out[out.length - 1] !== cardCount - 1) out.push(cardCount - 1);
  return out;
}
