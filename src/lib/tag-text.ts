// Tags in a text field (issue 41): typed as "beach, Sunset Walk"; the server normalises each
// (lowercase, "-" between words, 2-30 characters, at most 10: internal/tags) and answers a
// clear refusal otherwise, so the client only splits and joins.

/** The typed text as a list (blanks dropped). */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** A stored tags value (a JSON array from the record API, or anything else) as the field's text. */
export function formatTags(stored: unknown): string {
  return Array.isArray(stored) ? stored.filter((t): t is string => typeof t === 'string').join(', ') : '';
}
