// Paging of every list route: `page` (1-based) and `perPage` from the query string,
// clamped, and the response envelope { items, page, perPage, totalItems, totalPages }.
// A route with a fixed page size passes only `page` and defaultPerPage = maxPerPage.

const DEFAULT_PER_PAGE = 12;
const MAX_PER_PAGE = 100;
// Far beyond any real catalog; keeps offsets exact integers.
const MAX_PAGE = 1000000;

/** @param {any} value @param {number} fallback */
function toInt(value, fallback) {
  const text = String(value === undefined || value === null ? "" : value).trim();
  if (!/^[+-]?\d+$/.test(text)) return fallback;
  const n = parseInt(text, 10);
  return isFinite(n) ? n : fallback;
}

/**
 * @param {{ page?: any, perPage?: any }} query raw query values (strings or undefined)
 * @param {{ defaultPerPage?: number, maxPerPage?: number }} [opts]
 * @returns {{ page: number, perPage: number, offset: number, limit: number }}
 */
function parsePaging(query, opts) {
  const o = opts || {};
  const max = o.maxPerPage || MAX_PER_PAGE;
  const def = o.defaultPerPage || DEFAULT_PER_PAGE;
  const page = Math.min(Math.max(toInt(query && query.page, 1), 1), MAX_PAGE);
  const perPage = Math.min(Math.max(toInt(query && query.perPage, def), 1), max);
  return { page, perPage, offset: (page - 1) * perPage, limit: perPage };
}

/** Whether a page starts past the last item (the list query can be skipped). */
function isPastEnd(paging, totalItems) {
  return paging.offset >= totalItems;
}

/**
 * @param {any[]} items
 * @param {{ page: number, perPage: number }} paging
 * @param {number} totalItems
 * @param {Record<string, any>} [extra] more top-level fields
 */
function pageResult(items, paging, totalItems, extra) {
  const total = Math.max(0, Math.floor(totalItems || 0));
  return Object.assign(
    {
      items,
      page: paging.page,
      perPage: paging.perPage,
      totalItems: total,
      totalPages: Math.ceil(total / paging.perPage),
    },
    extra || {},
  );
}

module.exports = { parsePaging, isPastEnd, pageResult };
