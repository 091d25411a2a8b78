// Search boxes accept only non-blank text (spec §5: "Search boxes: trimmed text non-empty").

/** The trimmed query, or null when there is nothing to search for. */
export function normaliseSearchQuery(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

/** `search=<encoded trimmed text>` for a URL, or null when the text is blank. */
export function searchQueryString(raw: string | null | undefined): string | null {
  const q = normaliseSearchQuery(raw);
  return q === null ? null : `search=${encodeURIComponent(q)}`;
}
