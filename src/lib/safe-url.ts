// Partner URLs are admin input: only http(s) links are rendered.

/** The normalised http(s) URL, or null for anything else (javascript:, relative, junk). */
export function safeUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
