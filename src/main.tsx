import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initSession } from './data/session';
import { applyDiscreet } from './features/offline/discreet/discreet';
import { startRoutePrefetch } from './features/offline/route-prefetch';
// Listens for `beforeinstallprompt` from the start (the Install button itself loads later).
import './features/offline/install-state';
import './index.css';

initSession();
startRoutePrefetch();
applyDiscreet();

// The outbox (and with it IndexedDB) starts after the first paint, in idle time: it has
// nothing to draw, and a queued write waits a moment longer at most (issue 15 §2).
const startOutbox = () => void import('./data/outbox-runtime').then((m) => m.startOutbox());
if ('requestIdleCallback' in window) requestIdleCallback(startOutbox, { timeout: 3000 });
else setTimeout(startOutbox, 1000);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
