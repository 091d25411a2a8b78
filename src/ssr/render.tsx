// The server's first paint, drawn by the app itself (issue 40 §1): this module is built into
// one script (vite.ssr.config.ts → dist/ssr/render.js) that the Go server runs in goja
// (internal/ssr). It renders the same <App> the browser renders, at the page's address, in
// the page's language, from the same first-data answers the browser seeds its cache with
// (src/data/first-data.ts), as a visitor past the age gate. So the markup is the app's own
// (no copy of a class, word or format anywhere else) and the browser hydrates it.
import { resetStorage, setLocation } from './shims';
import './intl';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app';
import { preloadPage } from '../app/routes';
import { activate, ensure } from '../i18n/runtime';
import { LANGS, type Lang } from '../i18n/languages';
import { paths } from '../lib/paths';
import { queryClient } from '../data/query-client';
import { seedFirstData } from '../data/first-data';
import { expectFirstDraw } from '../data/first-draw';

// What main.tsx loads before the first render (preloadNamespaces).
const SHELL_NAMESPACES = ['common', 'public'] as const;

// The pages the server paints (internal/web/firstdata.go planFirst has their answers), by
// the route table's builders: a route is named only there (src/app/route-table.test.ts).
const PAINTED = [paths.home(), paths.videos(), paths.categories(), paths.category('x'), paths.video('x')];

/**
 * Loads what a render must find loaded (the painted pages' code, every language's
 * catalogs, the lazy parts a visitor's page draws at once): a render is one synchronous
 * pass, and a lazy piece not loaded would draw its fallback, marked for the browser to draw
 * instead (React's "switched to client rendering"). The lazy parts are found by rendering
 * each painted page until none suspends: React.lazy starts loading on the first and keeps
 * the module. The caller runs the engine's job queue until the promise settles (everything
 * is inlined: nothing waits for a timer or the network).
 */
export function prepare(): Promise<void> {
  expectFirstDraw();
  const pages = Promise.all(PAINTED.map((p) => preloadPage(p)));
  // The shell's namespaces in every language; any other a page uses suspends its first
  // render, which loads it (each runtime holds only the catalogs the painted pages use).
  let catalogs = Promise.resolve();
  for (const lang of LANGS) {
    catalogs = catalogs.then(() => {
      activate(lang);
      return Promise.all(SHELL_NAMESPACES.map((ns) => ensure(ns))).then(() => undefined);
    });
  }
  const warm = (round: number): Promise<void> => {
    const suspended = LANGS.flatMap((lang) => PAINTED.filter((p) => render(p, lang, '{}') === SUSPENDED));
    if (suspended.length === 0 || round === 8) return Promise.resolve();
    return ticks(50).then(() => warm(round + 1));
  };
  return Promise.all([pages, catalogs]).then(() => warm(0));
}

const ticks = (n: number): Promise<void> => (n === 0 ? Promise.resolve() : Promise.resolve().then(() => ticks(n - 1)));

/** What render answers when a lazy part was not loaded yet: no paint this time (internal/ssr). */
export const SUSPENDED = '\u0000suspended';

/**
 * The markup of page `path` (no language prefix, e.g. "/video/x") in `lang` from the page's
 * first-data answers (URL → answer, as the HTML carries them), as the browser's first render
 * of the same answers draws it.
 */
export function render(path: string, lang: string, answersJson: string): string {
  const locale = (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : 'en';
  const basename = locale === 'en' ? '' : `/${locale}`;
  const location = basename + (path === '/' && basename ? '' : path);
  setLocation(location);
  resetStorage();
  activate(locale);
  queryClient.clear();
  seedFirstData(queryClient, JSON.parse(answersJson) as Record<string, unknown>);
  try {
    // React puts a preload of the page's eager images first: the server's <head> already
    // preloads the LCP image, and #root holds only what the app's tree hydrates.
    const html = stripHoisted(
      renderToString(
      <StrictMode>
        <App router={(routes) => <StaticRouter basename={basename || undefined} location={location}>{routes}</StaticRouter>} />
      </StrictMode>,
      ),
    );
    // A boundary that suspended (a lazy part not loaded yet) would be the browser's to draw.
    return html.includes('<!--$!-->') ? SUSPENDED : html;
  } finally {
    queryClient.clear();
  }
}

const HOISTED = /^(?:<link [^>]*>)+/;
export const stripHoisted = (html: string) => html.replace(HOISTED, '');
