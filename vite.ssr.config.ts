// The server's render of the first screen (src/ssr/render.tsx, issue 40 §1): one script with
// everything inlined (no imports, no chunks), for the Go server's JavaScript engine (goja,
// internal/ssr). Built after the web app into dist/ssr/ (the server embeds dist/ and never
// serves that folder; the service worker's precache list was made before it exists).
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiCatalogs } from './vite.config.ts';

// The service worker's registration (src/app/update-prompt.tsx) never runs on the server.
const noWorker: Plugin = {
  name: 'reelhouse-ssr-no-worker',
  resolveId: (id) => (id.startsWith('virtual:pwa-register') ? `\0${id}` : null),
  load: (id) => (id.startsWith('\0virtual:pwa-register') ? 'export const useRegisterSW = () => ({ needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: () => Promise.resolve() });' : null),
};

// goja has no import(): the few left in the bundle take a module name at run time (react-router's
// framework mode), none used by the app; they become a rejected promise (src/ssr/shims.ts).
const noImportExpressions: Plugin = {
  name: 'reelhouse-ssr-no-import',
  renderChunk: (code) => code.replace(/(?<![\w$.])import\(/g, '__rhNoImport('),
};

export default defineConfig({
  plugins: [noWorker, noImportExpressions, linguiCatalogs(), react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Everything bundled, with the browser's builds of the packages (react-dom/server's
  // browser build runs without Node's streams).
  ssr: { noExternal: true, target: 'webworker', resolve: { conditions: ['browser', 'module', 'import', 'default'] } },
  build: {
    ssr: 'src/ssr/render.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    target: 'es2020',
    minify: true,
    copyPublicDir: false,
    rolldownOptions: {
      output: { format: 'iife', name: 'ReelhouseSSR', entryFileNames: 'render.js' },
    },
  },
});
