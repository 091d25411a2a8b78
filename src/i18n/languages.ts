// Which language the visitor sees, decided once per page load (issue 27 §3):
// the URL's prefix (/de/…: what search engines index and links share), else the choice kept
// on this device, else the browser's language if offered, else the site's default (the
// server writes the admin's `default_language` into <html lang>), else English.
// English pages have no prefix. A change of language reloads the page under its prefix.

/** The languages offered to visitors, in the switcher's order. */
export const LANGS = ['en', 'de', 'es', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
/**
 * A right-to-left pseudo-locale for tests only (issue 27 §5): English texts, Arabic
 * formatting and dir="rtl". Never offered; chosen only by writing it to the device key.
 */
export const RTL_PSEUDO = 'ar-x-rtl';
export type Locale = Lang | typeof RTL_PSEUDO;

/** The names of the languages in themselves (the switcher shows these, never translated). */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch', es: 'Español', fr: 'Français' };

export const LANG_KEY = 'reelhouse.lang';
const PREFIX_RE = /^\/(de|es|fr)(?=\/|$)/;

export const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

/** "/de/videos" → "de"; "/videos" → null. */
export function prefixOf(pathname: string): Lang | null {
  const m = PREFIX_RE.exec(pathname);
  return m ? (m[1] as Lang) : null;
}

/** "/de/videos" → "/videos" (the app's own routes never carry the prefix). */
export const stripPrefix = (pathname: string) => pathname.replace(PREFIX_RE, '') || '/';

/** The URL path of `path` (unprefixed) in `lang`. */
export const localizedPath = (path: string, lang: Lang) => (lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`);

function stored(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

/** The browser's first supported language ("de-AT" → "de"), or null. */
export function fromBrowser(languages: readonly string[]): Lang | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return null;
}

/** Decides the page's locale; pure, for tests. */
export function decideLocale(input: { pathname: string; stored: string | null; browser: readonly string[]; siteDefault: string | null }): Locale {
  const prefix = prefixOf(input.pathname);
  if (prefix) return prefix;
  if (input.stored === RTL_PSEUDO) return RTL_PSEUDO;
  if (isLang(input.stored)) return input.stored;
  return fromBrowser(input.browser) ?? (isLang(input.siteDefault) ? input.siteDefault : 'en');
}

/** Keeps the visitor's choice on this device. */
export function storeLang(lang: Lang) {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Private mode without storage: the URL prefix still carries the choice.
  }
}

export const langOf = (locale: Locale): Lang => (locale === RTL_PSEUDO ? 'en' : locale);
export const dirOf = (locale: Locale): 'rtl' | 'ltr' => (locale === RTL_PSEUDO ? 'rtl' : 'ltr');
/** The BCP-47 tag for Intl (the pseudo-locale formats as Arabic would). */
export const intlTag = (locale: Locale) => (locale === RTL_PSEUDO ? 'ar' : locale);

/**
 * Run once before the router starts: decides the locale, moves the address under the
 * language's prefix when it is missing (history only, no reload) and sets <html lang dir>.
 * Returns the locale and the router's basename.
 */
export function bootLocale(): { locale: Locale; basename: string } {
  const html = document.documentElement;
  const locale = decideLocale({
    pathname: location.pathname,
    stored: stored(),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
    siteDefault: html.dataset.defaultLang ?? null,
  });
  const lang = langOf(locale);
  if (lang !== 'en' && !prefixOf(location.pathname)) {
    history.replaceState(history.state, '', localizedPath(location.pathname, lang) + location.search + location.hash);
  }
  html.lang = intlTag(locale);
  html.dir = dirOf(locale);
  return { locale, basename: lang === 'en' ? '' : `/${lang}` };
}

/** Switches language: keeps the choice and reloads the same page under the new prefix. */
export function switchLanguage(lang: Lang) {
  storeLang(lang);
  const path = stripPrefix(location.pathname);
  location.assign(localizedPath(path, lang) + location.search + location.hash);
}
