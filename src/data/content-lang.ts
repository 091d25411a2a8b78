// The language the server answers content in (issue 27 §6): category names and blog posts
// an admin translated come back in the page's language with ?lang=, the original without.
// English asks without it, so its URLs, early requests and cached answers are unchanged.
// The page's language is fixed for its lifetime (a switch reloads), so the query keys that
// carry it (keys.ts) never mix two languages in one cache entry.
import { activeLocale } from '../i18n/runtime';
import { langOf } from '../i18n/languages';

/** "de", "es" or "fr" on a page in that language; "" in English. */
export function contentLang(): string {
  const lang = langOf(activeLocale());
  return lang === 'en' ? '' : lang;
}

/** The query parameters that ask for the page's language ({} in English). */
export const langQuery = (): { lang?: string } => (contentLang() ? { lang: contentLang() } : {});

/** `url` with `&lang=xx` (or `?lang=xx`) appended in a translated language. */
export function withLang(url: string): string {
  const lang = contentLang();
  if (!lang) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** A query key's tail: the language, only when it is not English. */
export const langKey = (): string[] => (contentLang() ? [contentLang()] : []);
