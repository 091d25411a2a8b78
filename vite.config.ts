/// <reference types="vitest/config" />
// Build, dev server and unit-test configuration of the PWA (src/).
// The service worker is our own src/sw.ts (injectManifest); see the offline notes.
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults } from 'vitest/config';

const API = 'http://127.0.0.1:8090';

// Chunks made only of admin or creator code go to their own folders so that the
// service worker's precache (the app shell) can leave them out.
function areaOf(ids: readonly string[]): 'admin' | 'creator' | 'manage' | null {
  for (const area of ['admin', 'creator'] as const) {
    const dir = `/src/features/${area}/`;
    if (ids.length > 0 && ids.every((id) => id.includes(dir))) return area;
  }
  // ApexCharts (~500 kB) and the code shared by the admin and creator panels: never in
  // the public bundle, never precached.
  if (ids.some((id) => /\/node_modules\/(react-)?apexcharts\//.test(id))) return 'manage';
  if (ids.length > 0 && ids.every((id) => MANAGE_DIRS.some((dir) => id.includes(dir)))) return 'manage';
  return null;
}
const SHELL_MODULES =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|zustand)\/|\/src\/data\/(auth-token|errors|sdk|types|private-data-names|lazy-idb)\.ts$|vite\/preload-helper|^\0?rolldown\/runtime|jsx-runtime/;
const MANAGE_DIRS = ['/src/features/admin/', '/src/features/creator/', '/src/features/stats/', '/src/features/video-manager/', '/src/features/uploads/'];

/**
 * Emits the repository's manifest.webmanifest into the build as it is and links it from
 * index.html (added after Vite's asset pass, which would otherwise hash the root file).
 */
function rootManifest(): Plugin {
  return {
    name: 'reelhouse-root-manifest',
    generateBundle() {
      const source = readFileSync('manifest.webmanifest', 'utf8');
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source });
      // Discreet mode (features/offline/discreet): the same app under a neutral name and icon.
      const m = JSON.parse(source) as Record<string, unknown>;
      const neutral = { src: '/icons/neutral.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' };
      const discreet = { ...m, name: 'Viewer', short_name: 'Viewer', description: 'Viewer', icons: [neutral], shortcuts: [], screenshots: [] };
      this.emitFile({ type: 'asset', fileName: 'manifest-discreet.webmanifest', source: JSON.stringify(discreet, null, 2) });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' }],
    },
  };
}

export default defineConfig({
  plugins: [
    rootManifest(),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // Icons are precached by globPatterns below; listing them twice would duplicate entries.
      includeManifestIcons: false,
      // The manifest's source is manifest.webmanifest at the repository root (emitted by
      // rootManifest() below, linked from index.html).
      manifest: false,
      injectManifest: {
        // The app shell: html, css, the entry and public page chunks, icons.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // favicon.svg: the page inlines it (index.html); the copy in public/ is for the manifest.
        globIgnores: ['assets/admin/**', 'assets/creator/**', 'assets/manage/**', 'sw.js', 'favicon.svg', 'screenshots/**'],
        // Nothing big in the precache: anything larger is left to the network.
        maximumFileSizeToCacheInBytes: 500 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: {
      '^/api(/|$)': { target: API, changeOrigin: false },
      '^/_(/|$)': { target: API, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '^/api(/|$)': { target: API, changeOrigin: false },
      '^/_(/|$)': { target: API, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        // The first load in two files: the framework and the small modules shared by the
        // entry and the pages (left alone, rolldown makes each its own ~0.3 KB chunk, a
        // request and a gzip header apiece).
        codeSplitting: {
          groups: [{ name: 'shell', test: SHELL_MODULES }],
        },
        chunkFileNames: (chunk) => {
          const area = areaOf(chunk.moduleIds);
          return area ? `assets/${area}/[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'pb_hooks/lib/**/*.test.js'],
    exclude: [...configDefaults.exclude, 'tests/e2e/**', 'tests/server/**'],
  },
});
