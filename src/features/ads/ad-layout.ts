// Ad column rules (spec §6, §9): side columns of 160 px ads only on wide screens, never on
// admin, creator, login and signup pages nor for premium members. A page needs its minimum
// content width (1100, the search page 1300) plus two ads and the gaps; four ads (two a
// side) when there is room for that too.
import { routeTable } from '../../lib/route-table';

export const AD_WIDTH = 160;
export const AD_GAP = 24;
export const MIN_CONTENT_WIDTH = 1100;
export const SEARCH_MIN_CONTENT_WIDTH = 1300;

/** The routes without ads, each with the paths under it (the route table's "ads": false). */
const NO_AD_PATHS = Object.values(routeTable).flatMap((r) => (r.ads === false ? [r.path] : []));

export function adsAllowedOn(pathname: string): boolean {
  return !NO_AD_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** How many side ads fit: 0, 2 (one a side) or 4 (two a side). */
export function sideAdCount(viewportWidth: number, minContentWidth = MIN_CONTENT_WIDTH): 0 | 2 | 4 {
  const need = (n: number) => minContentWidth + n * AD_WIDTH + (n + 1) * AD_GAP;
  if (viewportWidth >= need(4)) return 4;
  if (viewportWidth >= need(2)) return 2;
  return 0;
}
