import { Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '../data/query-client';
import { markFirstDraw } from '../data/first-draw';
import { WhenPageSettled } from '../ui/after-first-draw';
import { AppRoutes } from './routes';
import { LazyBoundary, lazyWithRetry } from '../ui/lazy-retry';
import { ShellOffline } from './shell-offline';

// The worker registration and its update toast load once the page has settled: its precache
// would otherwise compete with the first visit's own start (data/first-draw.ts). Offline
// then, it waits silently for the connection (it has nothing to show before an update).
const UpdatePrompt = lazyWithRetry(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })), 'silent');

/**
 * basename: the language's URL prefix ('' for English, '/de', …; src/i18n/languages.ts).
 * router: the server's render (src/ssr/render.tsx) puts the routes under a static router at
 * the page's address; the browser's is the history's. Nothing else differs, so the server's
 * markup is what this tree draws and the browser can hydrate it (src/main.tsx).
 */
export function App({ basename = '', router }: { basename?: string; router?: (routes: ReactNode) => ReactNode }) {
  // After the first commit: idle work may start (data/first-draw.ts).
  useEffect(markFirstDraw, []);
  const routes = (
    // Catalogs not loaded yet (a namespace's first use) suspend here at worst; one that
    // cannot be fetched (offline) ends here, not in a blank page.
    <LazyBoundary fallback={(retry) => <ShellOffline retry={retry} />}>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </LazyBoundary>
  );
  return (
    <QueryClientProvider client={queryClient}>
      {router ? router(routes) : <BrowserRouter basename={basename || undefined}>{routes}</BrowserRouter>}
      <WhenPageSettled>
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      </WhenPageSettled>
    </QueryClientProvider>
  );
}
