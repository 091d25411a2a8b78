// Raw SQL helpers of the JS routes (the catalog's read routes are Go: internal/catalog).

/** Raw SQL returning rows shaped like `shape` (-0 marks a float column).
 * @param {core.App} app @param {string} sql @param {Record<string, any>} params @param {Record<string, any>} shape */
function all(app, sql, params, shape) {
  const rows = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params || {}).all(rows);
  return rows;
}

/** @returns {any} the first row or null */
function one(app, sql, params, shape) {
  const rows = all(app, sql, params, shape);
  return rows.length ? rows[0] : null;
}

/** Escapes % _ and \ of user text for a LIKE pattern used with ESCAPE '\'. */
function likeEscape(text) {
  return String(text).replace(/[\\%_]/g, (c) => "\\" + c);
}

module.exports = { all, one, likeEscape };
