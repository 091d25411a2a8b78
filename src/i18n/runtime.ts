// The catalogs at run time: one Lingui instance, each namespace's catalog of the active
// language fetched on first use (import.meta.glob: one small chunk per language and
// namespace, so no other language is ever downloaded; issue 27 §2). Catalogs arrive
// compiled (vite.config.ts linguiCatalogs): the browser ships no message compiler.
// Message ids inside Lingui are "<ns>.<key>".
import { setupI18n, type Messages } from '@lingui/core';
import { langOf, intlTag, type Locale } from './languages';
import { giveUpOffline } from '../data/connectivity';

export const NAMESPACES = ['common', 'public', 'account', 'premium', 'server', 'admin', 'creator', 'pages', 'legal', 'notices', 'errors'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const loaders = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

export const i18n = setupI18n();
let active: Locale = 'en';
const state = new Map<string, true | Promise<void>>();

export const activeLocale = () => active;

/**
 * Sets the page's locale (the browser: once, at start-up, before anything renders; the
 * server's render, src/ssr/render.tsx: before each page, keeping every language's catalogs).
 */
export function activate(locale: Locale) {
  active = locale;
  i18n.load(intlTag(locale), {});
  i18n.activate(intlTag(locale));
}

function prefixed(ns: string, catalog: Record<string, unknown>): Messages {
  const out: Messages = {};
  for (const [k, v] of Object.entries(catalog)) out[`${ns}.${k}`] = v as Messages[string];
  return out;
}

/** true once the namespace is loaded, else the promise of its loading (started once). */
export function ensure(ns: Namespace): true | Promise<void> {
  const lang = langOf(active);
  const key = `${lang}/${ns}`;
  const known = state.get(key);
  if (known) return known;
  const load = loaders[`./locales/${lang}/${ns}.json`];
  if (!load) {
    state.set(key, true);
    return true;
  }
  const p = giveUpOffline(load()).then(
    (catalog) => {
      i18n.load(intlTag(active), prefixed(ns, catalog));
      state.set(key, true);
    },
    (err: unknown) => {
      // Offline before the chunk was kept: the failure stays (the next render throws it to
      // the lazy boundary, ui/lazy-retry.tsx) until that boundary tries again
      // (retryFailedCatalogs). Dropping it at once made every render fetch again: a
      // suspended component retried in a loop, a request each time.
      failed.add(key);
      throw err;
    },
  );
  state.set(key, p);
  return p;
}

const failed = new Set<string>();

/** Catalogs that could not load are fetched again at their next use (a boundary's retry). */
export function retryFailedCatalogs(): void {
  for (const key of failed) state.delete(key);
  failed.clear();
}

export const isLoaded = (ns: Namespace) => state.get(`${langOf(active)}/${ns}`) === true;

/** The message, or the key itself when the catalog lacks it (the catalog test prevents that). */
export function translate(ns: Namespace, key: string, values?: Record<string, unknown>): string {
  return i18n._(`${ns}.${key}`, values);
}

/**
 * Catalogs are not precached (only the visitor's language should reach the device); those
 * this page fetched before the service worker took control are fetched again once it is
 * ready, from the HTTP cache (hashed, immutable), so the worker keeps them for offline use.
 */
export function keepCatalogsOffline() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then(() => {
    for (const e of performance.getEntriesByType('resource')) {
      if (e.name.includes('/assets/i18n/')) void fetch(e.name).catch(() => undefined);
    }
  });
}
