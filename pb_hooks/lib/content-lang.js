// The language a content read asks for (?lang=, issue 27 §6) and how a post's translation
// is read. English is the original itself; a language without a translation (or a field
// of it) shows the original's. The Go side of the same rules: internal/contentlang.

/** The translation languages; keep in step with internal/contentlang and src/i18n/languages.ts. */
const TRANSLATIONS = ["de", "es", "fr"];

/** "de", "es" or "fr"; "" for English, empty or anything not offered. */
function contentLang(value) {
  const v = String(value || "").trim().toLowerCase();
  return TRANSLATIONS.indexOf(v) >= 0 ? v : "";
}

/**
 * SQL expressions of blogs.translations' fields in lang (NULL for English): lang is one of
 * TRANSLATIONS, never the caller's text, so it may stand in the JSON path.
 */
function translatedColumns(lang) {
  const col = (field) => (contentLang(lang) ? `json_extract(translations, '$.${lang}.${field}')` : "NULL");
  return { title: col("title"), excerpt: col("excerpt"), content_html: col("content_html") };
}

/** The fields of lang's translation from the stored JSON ({} when none). */
function translationOf(raw, lang) {
  const empty = { title: "", excerpt: "", content_html: "" };
  if (!contentLang(lang) || !raw) return empty;
  let all = null;
  try {
    all = JSON.parse(raw);
  } catch (_) {
    return empty;
  }
  const t = all && typeof all === "object" ? all[lang] : null;
  if (!t || typeof t !== "object") return empty;
  const str = (v) => (typeof v === "string" ? v : "");
  return { title: str(t.title), excerpt: str(t.excerpt), content_html: str(t.content_html) };
}

module.exports = { TRANSLATIONS, contentLang, translatedColumns, translationOf };
