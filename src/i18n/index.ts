// The i18n API every component uses (issue 27; how texts work: docs/i18n.md).
//   const t = useT('public'); t('home.popular')           → the message in the visitor's language
//   <T ns="public" k="legal.agree" components={{ 0: <a href="/terms" /> }} />
//   useLocale()                                            → "de", for src/i18n/format.ts
//   tr('common', 'errors.offline')                        → outside React (loaded catalogs only)
// Keys are literals (`t('videos.title')`) so that src/i18n/catalogs.test.ts can check them.
import { createElement, lazy, use, useCallback } from 'react';
import type { ReactElement } from 'react';
import { activeLocale, ensure, isLoaded, translate, type Namespace } from './runtime';
import { intlTag } from './languages';
import { giveUpOffline } from '../data/connectivity';

export type { Namespace } from './runtime';
export type TFunction = (key: string, values?: Record<string, unknown>) => string;

/**
 * The namespace's translate function. Suspends (React `use`) until the namespace's catalog
 * of the active language has arrived; the nearest Suspense boundary shows meanwhile.
 * main.tsx loads `common` and `public` before the first render, so the shell never waits.
 */
export function useT(ns: Namespace): TFunction {
  const ready = ensure(ns);
  // `use` on every render, with an already-fulfilled thenable once loaded: a component that
  // suspended here is replayed by React with the hooks of the suspended attempt, and skipping
  // `use` on the replay made React throw "Update hook called on initial render" (#467).
  use(ready === true ? LOADED : ready);
  return useCallback((key: string, values?: Record<string, unknown>) => translate(ns, key, values), [ns]);
}

/** A thenable React reads as fulfilled without waiting (its `status` field). */
const LOADED = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

// React.lazy keeps a failed load: a fresh one replaces it, so the page's boundary
// (ui/lazy-retry.tsx: the import's error is a chunk failure) loads it again when back online.
const loadTrans = (): Promise<typeof import('./trans')> =>
  giveUpOffline(import('./trans')).catch((err: unknown) => {
    Trans = lazy(loadTrans);
    throw err;
  });
let Trans = lazy(loadTrans);

/**
 * A message with inline elements: `<0>terms</0>` in the message becomes components[0]
 * (Lingui's Trans, loaded on first use: suspends once like a lazy page).
 */
export function T({ ns, k, values, components }: { ns: Namespace; k: string; values?: Record<string, unknown>; components?: Record<string, ReactElement> }) {
  useT(ns);
  return createElement(Trans, { id: `${ns}.${k}`, values, components });
}

/** The active BCP-47 tag for Intl ("en", "de", …; "ar" for the RTL test pseudo-locale). */
export function useLocale(): string {
  return intlTag(activeLocale());
}

/** The active BCP-47 tag outside React. */
export const currentLocale = () => intlTag(activeLocale());

/**
 * Outside React (toasts, data code): the message from an already-loaded catalog. A catalog
 * not loaded yet starts loading and this call answers with `fallback` (English text the
 * caller passes) or the key.
 */
export function tr(ns: Namespace, key: string, values?: Record<string, unknown>, fallback?: string): string {
  if (!isLoaded(ns)) {
    void Promise.resolve(ensure(ns)).catch(() => undefined);
    return fallback ?? key;
  }
  return translate(ns, key, values);
}

/** Loads namespaces ahead of use (main.tsx: before the first render). */
export const preloadNamespaces = (...names: Namespace[]) => Promise.all(names.map((n) => Promise.resolve(ensure(n)))).then(() => undefined);
