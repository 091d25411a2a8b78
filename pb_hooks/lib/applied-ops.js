// applied_ops: the stored outcome of a mutation, keyed by (user, op_id), so a repeated
// submit returns the first result. The engagement writes keep the same table in Go
// (internal/engagement/ops.go); this is the JS side for the admin's Add Engagement form.
// Raw SQL on a server-only table; call inside the transaction that applies the mutation.

const { newId } = require(`${__hooks}/lib/derived.js`);

/** @returns {{ kind: string, target: string, response: any } | null} */
function findOp(app, userId, opId) {
  const row = new DynamicModel({ kind: "", target: "", response: "" });
  try {
    app
      .db()
      .newQuery("SELECT kind, target, response FROM applied_ops WHERE user = {:u} AND op_id = {:op} LIMIT 1")
      .bind({ u: userId, op: opId })
      .one(row);
  } catch (err) {
    if (require(`${__hooks}/lib/guard.js`).isNoRows(err)) return null;
    throw err; // a database failure must not look like "never applied"
  }
  let response = null;
  try {
    response = JSON.parse(String(row.response || "null"));
  } catch (_) {
    response = null;
  }
  return { kind: row.kind, target: row.target, response };
}

function saveOp(app, userId, opId, kind, target, response) {
  const now = new DateTime().string();
  app
    .db()
    .newQuery(
      `INSERT INTO applied_ops (id, user, op_id, kind, target, response, created, updated)
       VALUES ({:id}, {:u}, {:op}, {:kind}, {:target}, {:response}, {:now}, {:now})`,
    )
    .bind({
      id: newId(),
      u: userId,
      op: opId,
      kind,
      target,
      response: JSON.stringify(response),
      now,
    })
    .execute();
}

/**
 * Runs `apply` at most once per (user, op_id): a replay returns the stored response.
 * Without an op id it simply runs. Must be called inside a transaction (tx).
 */
function once(tx, userId, opId, kind, target, apply) {
  if (!opId) return apply();
  const prior = findOp(tx, userId, opId);
  if (prior) {
    if (prior.kind !== kind || prior.target !== target) throw new BadRequestError("This op_id was already used for a different action.");
    return prior.response;
  }
  const response = apply();
  saveOp(tx, userId, opId, kind, target, response);
  return response;
}

/** An op id is 15 characters from a-z and 0-9 (the client's op-id.ts). */
function isOpId(value) {
  return typeof value === "string" && /^[a-z0-9]{15}$/.test(value);
}

module.exports = { once, isOpId };
