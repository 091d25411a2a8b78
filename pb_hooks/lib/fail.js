// Error answers with a stable machine code (issue 27 §1), the JS side of internal/apierr:
// {status, message, data: {code, values?}}. The client translates errors.<code>
// (src/data/errors.ts) and falls back to the English message, which stays the spec's text.
// Codes are lower_snake_case literals at the call site (src/i18n/server-codes.test.ts
// greps them out of pb_hooks/ and internal/ and fails when a catalog lacks one).

/**
 * fields: PocketBase field errors ({ slug: new ValidationError(…) }), which PocketBase
 * resolves to {code, message}. The code and values are added after: passed in, PocketBase
 * would turn them into field errors too.
 */
function error(status, code, message, values, fields) {
  const err = new ApiError(status, message, fields || null);
  err.data.code = code;
  if (values && Object.keys(values).length) err.data.values = values;
  return err;
}

/**
 * A refusal a pure validator returns ({ error, code, values }): routes answer it with
 * badRequest(r.code, r.error, r.values).
 */
const reason = (code, message, values) => (values ? { error: message, code: code, values: values } : { error: message, code: code });

module.exports = {
  error,
  reason,
  badRequest: (code, message, values, fields) => error(400, code, message, values, fields),
  unauthorized: (code, message, values) => error(401, code, message, values),
  forbidden: (code, message, values) => error(403, code, message, values),
  notFound: (code, message, values) => error(404, code, message, values),
  conflict: (code, message, values) => error(409, code, message, values),
};
