// Where inline ads go in a video grid (spec §6, §9): for non-premium viewers with ads
// enabled, after every 3rd card on small layouts (< 640 px), every 4th on medium ones,
// plus a final ad after the last card. Wide layouts that show side columns get none
// inline (the side columns carry the ads). Inline ads are at most 300 x 250.
export const SMALL_MAX = 640;
export const INLINE_AD_WIDTH = 300;
export const INLINE_AD_HEIGHT = 250;
/** Below this width the mobile zones are used (spec §9 "768 mobile ads"). */
export const MOBILE_ADS_MAX = 768;

export type GridLayout = 'small' | 'medium' | 'wide';

export function gridLayout(viewportWidth: number, sideColumns: boolean): GridLayout {
  if (viewportWidth < SMALL_MAX) return 'small';
  return sideColumns ? 'wide' : 'medium';
}

export function inlineAdEvery(layout: GridLayout): number {
  return layout === 'small' ? 3 : layout === 'medium' ? 4 : 0;
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
