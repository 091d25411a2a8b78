// ?page= brought into range (spec §5 "Page change only within 1 to total pages"): not a
// number, fractional or below 1 reads as 1; beyond the last page reads as the last.

/** The page a raw ?page= value asks for: a whole number ≥ 1, else 1. */
export function parsePage(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw.trim())) return 1;
  const n = Number(raw.trim());
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** The page to show once the total is known (an empty list has one, empty, page). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}
