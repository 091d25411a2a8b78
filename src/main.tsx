import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { initSession } from './data/session';
import { applyDiscreet } from './features/offline/discreet/discreet';
import { preloadPage } from './app/routes';
// Listens for `beforeinstallprompt` from the start (the Install button itself loads later).
import './features/offline/install-state';
import './index.css';
import { bootLocale, stripPrefix } from './i18n/languages';
import { activate, keepCatalogsOffline } from './i18n/runtime';
import { preloadNamespaces } from './i18n';
import { queryClient } from './data/query-client';
import { seedFirstData } from './data/first-data';
import { persistSeeded } from './data/query-persist';
import { afterFirstDraw, expectFirstDraw, nextTask } from './data/first-draw';
import { boot, recordHydration, type Hydration } from './data/boot';
import { replayEarlyInput, takeEarlyInput } from './data/early-input';
import { onReconnect } from './data/connectivity';
import { authState } from './data/auth-token';

// The language first (issue 27 §3): it may move the address under its prefix (/de/…) before
// the router reads it, and the shell's catalogs load beside the first page's code.
const { locale, basename } = bootLocale();
activate(locale);
const catalogs = preloadNamespaces('common', 'public');
keepCatalogsOffline();

initSession();
applyDiscreet();

// The module graph runs in one task, the longest of a first visit (Lighthouse's TBT, issue
// 26 §7): what can wait a turn waits one, in a task of its own (nextTask).
// The first page's answers from its HTML (internal/web/firstdata.go) go into the cache
// before anything renders: the first cards draw in the first render, no request waited for.
const seeded = nextTask()
  .then(() => persistSeeded(queryClient.getQueryCache(), seedFirstData(queryClient)))
  .catch(() => undefined);

// Idle work waits for the first render's commit (data/first-draw.ts; app.tsx marks it).
expectFirstDraw();

// The outbox (and with it IndexedDB) starts after the first paint, in idle time: it has
// nothing to draw, and a queued write waits a moment longer at most (issue 15 §2).
// So does the prefetch of a route's code on hovering its link (a page only just drawn is not
// left that fast); neither is in the first download.
// Their code not fetched (offline on a first visit): started when the connection is back.
const startOutbox = () => {
  Promise.all([import('./data/outbox-runtime').then((m) => m.startOutbox()), import('./app/route-prefetch').then((m) => m.startRoutePrefetch())]).catch(() => {
    const stop = onReconnect(() => {
      stop();
      startOutbox();
    });
  });
};
void afterFirstDraw().then(() => {
  if ('requestIdleCallback' in window) requestIdleCallback(startOutbox, { timeout: 3000 });
  else setTimeout(startOutbox, 1000);
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The server's first screen (internal/web/paint.go) is the app's own render of this page's
// first-data answers, as a visitor, in the language its #root names (src/ssr/render.tsx).
// Where the browser's first render draws from the same (the early script kept the page's
// answers and set boot().paint: a network copy of this page past the age gate; nobody signed
// in; the same language) React hydrates it: the markup stays, nothing is drawn twice. A
// member, another language or an emptied #root (the worker's shell, the age gate) renders
// afresh. A mismatch all the same (an answer persisted on this device, a stale server bundle)
// is React's recoverable error: it draws that part itself; boot().hydration lists them for
// the parity test (tests/e2e/ssr-parity.spec.ts).
const hydrates = (el: HTMLElement) => Boolean(boot()?.paint) && el.firstChild !== null && el.dataset.paintLang === locale && !authState().token;

// Where the server's first screen is on show and is not hydrated (index.html's early script
// set boot().paint), the
// first render is a transition: React renders it in slices of a few ms and lets the browser
// in between, where a plain render was one task of ~450 ms at 4x CPU, the longest of the
// start (Lighthouse TBT, issue 26 §7); the markup stays on screen until the commit replaces
// it. Where the screen is empty (the worker's shell on a repeat visit, offline, a member's
// watch page) there is nothing to keep responsive and the slices only add their gaps: one
// plain render draws the first card ~300 ms sooner at 4x (issue 28, warm repeat visit).
// Hydration is sliced the same way by React itself.
const render = () => {
  const tree = (
    <StrictMode>
      <App basename={basename} />
    </StrictMode>
  );
  if (hydrates(root)) {
    const state: Hydration = { hydrated: true, mismatches: [] };
    recordHydration(state);
    // What was pressed on the paint before now is the app's to do once it has hydrated it.
    const input = takeEarlyInput();
    hydrateRoot(root, tree, {
      onRecoverableError: (err, info) => void state.mismatches.push(`${String(err)}${(info.componentStack ?? '').slice(0, 400)}`),
    });
    void afterFirstDraw().then(() => replayEarlyInput(input));
    return;
  }
  takeEarlyInput(); // drawn afresh: the painted elements it names are replaced
  recordHydration({ hydrated: false, mismatches: [] });
  const app = createRoot(root);
  if (boot()?.paint) startTransition(() => app.render(tree));
  else app.render(tree);
};

// The first page's code is fetched beside the shell and the first render waits for it
// (a short wait: the shell's own code takes longer to run), so the page draws with the
// header instead of after a spinner and a Suspense retry (issue 15 §3). Dexie is not
// loaded here: the first grid draws from first-pages.ts without it. A page that fails to
// load (offline, first visit) still renders the shell and says so.
const FIRST_PAGE_WAIT_MS = 1500;
// Matched in a task of its own: matching the route table (react-router flattens and ranks
// every route) was a third of the module graph's one long evaluation task, and the page's
// code is on its way already (index.html's modulepreload table).
const firstPage = Promise.all([
  nextTask()
    .then(() => preloadPage(stripPrefix(location.pathname)))
    .catch(() => undefined),
  catalogs.catch(() => undefined),
]);
void Promise.all([seeded, Promise.race([firstPage, new Promise((r) => setTimeout(r, FIRST_PAGE_WAIT_MS))])]).then(render);
