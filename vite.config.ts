/// <reference types="vitest/config" />
// Build, dev server and unit-test configuration of the PWA (src/).
// The service worker is our own src/sw.ts (injectManifest); see shared/docs/offline.md.
import { defineConfig } from 'vite';
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
const MANAGE_DIRS = ['/src/features/admin/', '/src/features/creator/', '/src/features/stats/', '/src/features/video-manager/', '/src/features/uploads/'];

export default defineConfig({
  plugins: [
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
      manifest: {
        name: 'Reelhouse',
        short_name: 'Reelhouse',
        description: 'Adult video sharing. Adults only (18+).',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#0a0a0b',
        theme_color: '#0a0a0b',
        categories: ['entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      injectManifest: {
        // The app shell: html, css, the entry and public page chunks, icons.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['assets/admin/**', 'assets/creator/**', 'assets/manage/**', 'sw.js'],
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
