// Page parameters for the account/engagement/blog routes: page < 1 or garbage is page 1,
// perPage is clamped to [1, max]; the result has PocketBase's list shape.

/**
 * @param {{ page?: string, perPage?: string }} query raw query values
 * @param {{ perPage?: number, max?: number, fixed?: boolean }} [opts] fixed: ignore perPage
 */
function pageParams(query, opts) {
  const o = opts || {};
  const def = o.perPage || 20;
  const max = o.max || 100;
  let page = parseInt(String((query && query.page) || ""), 10);
  if (!isFinite(page) || page < 1) page = 1;
  if (page > 1000000) page = 1000000;
  let perPage = o.fixed ? def : parseInt(String((query && query.perPage) || ""), 10);
  if (!isFinite(perPage) || perPage < 1) perPage = def;
  if (perPage > max) perPage = max;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** @param {{ page: number, perPage: number }} p @param {number} totalItems @param {any[]} items */
function pageResult(p, totalItems, items) {
  return { page: p.page, perPage: p.perPage, totalItems, totalPages: Math.ceil(totalItems / p.perPage), items };
}

/** Escapes % _ and \ for a LIKE pattern used with ESCAPE '\'. */
function likeEscape(text) {
  return String(text).replace(/[\\%_]/g, (c) => "\\" + c);
}

module.exports = { pageParams, pageResult, likeEscape };
