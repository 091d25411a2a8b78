/// <reference types="vitest/config" />
// Build, dev server and unit-test configuration of the PWA (src/).
// The service worker is our own src/sw.ts (injectManifest); see the offline notes.
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults } from 'vitest/config';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { deferEntry } from './vite/defer-entry';
import { appRouteTable, earlyScript } from './vite/early-script';
import { patternSource, routeTable } from './src/lib/route-table';

const API = 'http://127.0.0.1:8090';

// Chunks made only of admin or creator code go to their own folders so that the
// service worker's precache (the app shell) can leave them out. So does a lazy page of
// those areas (its facade) even when modules of other features joined its chunk: the
// creator dashboard's chunk also holds moderation and channel code, and as a "public"
// chunk it made the video manager's upload form (tus-js-client) precached on every visit.
function areaOf(ids: readonly string[], facade: string | null = null): 'admin' | 'creator' | 'manage' | null {
  for (const area of ['admin', 'creator'] as const) {
    const dir = `/src/features/${area}/`;
    if (ids.length > 0 && ids.every((id) => id.includes(dir))) return area;
    if (facade && /-page\.tsx$/.test(facade) && facade.includes(dir)) return area;
  }
  // ApexCharts (~500 kB) and the code shared by the admin and creator panels: never in
  // the public bundle, never precached.
  if (ids.some((id) => /\/node_modules\/(react-)?apexcharts\//.test(id))) return 'manage';
  if (ids.length > 0 && ids.every((id) => MANAGE_DIRS.some((dir) => id.includes(dir)))) return 'manage';
  return null;
}
const SHELL_MODULES =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@lingui\/core)\/|\/src\/i18n\/(index|runtime|languages)\.ts$|\/src\/data\/(auth-token|errors|sdk|types|private-data-names|lazy-idb)\.ts$|vite\/preload-helper|^\0?rolldown\/runtime/;
// The small modules every grid page draws its first screen with (cards, grid, pager, the
// formatting, the inline ads' layout): one chunk instead of eleven. Each chunk is a request the
// page's first-page preload script starts after the first paint, and starting one costs a few
// ms of main thread at 4x CPU: the eleven were the longest task after the first paint of home
// (issue 26 §7, TBT), and on a repeat visit each went through the service worker (issue 28).
const GRID_MODULES =
  /\/src\/ui\/(use-document-title|use-page-param|video-grid|pagination|video-card|star-rating|card-menu-slot)\.tsx?$|\/src\/(lib|i18n)\/format\.ts$|\/src\/data\/video-card\.ts$|\/src\/features\/catalog\/(category-icon|builtin-names)\.tsx?$|\/src\/features\/ads\/(inline-ad|inline-ads)\.tsx?$/;
/**
 * A member's actions on a video (rating, like, library lists, playlists' queue, their
 * outbox and the mutation machinery under them): nine small modules each its own chunk were
 * nine of the watch page's fourteen first requests for code (issue 26 §7). Only these:
 * their dependencies (the SDK, the query core) stay where they are, shared.
 */
const ACTION_MODULES =
  /\/src\/data\/(engagement|op-id|patch-query|live|library-outbox)\.ts$|\/src\/features\/library\/(api|pending)\.ts$|\/src\/features\/playlists\/queue\.ts$|\/@tanstack\/(query-core|react-query)\/build\/modern\/(mutationObserver|useMutation)\.js$/;
const MANAGE_DIRS = ['/src/features/admin/', '/src/features/creator/', '/src/features/stats/', '/src/features/video-manager/', '/src/features/uploads/'];

/**
 * The chunks a public page can load: the entry and everything it imports, statically or
 * lazily, without passing through an admin/creator/manage chunk. A chunk left outside
 * (e.g. the blog editor's Tiptap, dnd-kit, tus-js-client: ~150 KB brotli) is reachable only
 * from the panels, so the service worker's precache leaves it out (issue 15 §3: the first
 * visit downloads the public app, not the admin's).
 */
const publicChunks = new Set<string>();
function publicChunkSet(): Plugin {
  return {
    name: 'reelhouse-public-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      publicChunks.clear();
      const walk = (name: string) => {
        const c = bundle[name];
        if (!c || c.type !== 'chunk' || publicChunks.has(name) || /^assets\/(admin|creator|manage)\//.test(name)) return;
        publicChunks.add(name);
        for (const i of [...c.imports, ...c.dynamicImports]) walk(i);
      };
      for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.isEntry) walk(c.fileName);
    },
  };
}
/** Precache JS only if a public page can load it (other files: globPatterns/globIgnores). */
const onlyPublicChunks = (entries: Array<{ url: string; size: number }>) => ({
  manifest: entries.filter((e) => !/^assets\/.*\.js$/.test(e.url) || publicChunks.size === 0 || publicChunks.has(e.url)),
  warnings: [],
});

/**
 * The code of the main public pages, by route (the route table's "module":
 * internal/routes/routes.json): the browser fetches the first page's chunk and its imports
 * beside the shell instead of after the shell has run (main.tsx's preloadPage then finds
 * them loaded; issue 15 §3). Written into index.html as a small inline script (allowed by
 * its CSP hash, computed by the server at start-up from the built index.html).
 */
const FIRST_PAGES: Array<[route: string, module: string]> = Object.values(routeTable).flatMap((r) =>
  r.module ? [[patternSource(r.path), `/${r.module}`] as [string, string]] : [],
);
function firstPageModulePreload(): Plugin {
  return {
    name: 'reelhouse-first-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const closure = (name: string, into = new Set<string>()) => {
          const c = bundle[name];
          if (!c || c.type !== 'chunk' || into.has(name)) return into;
          into.add(name);
          for (const i of c.imports) closure(i, into);
          return into;
        };
        const entry = chunks.find((c) => c.isEntry);
        const shell = entry ? closure(entry.fileName) : new Set<string>();
        const table = FIRST_PAGES.flatMap(([route, module]) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          // A module the table names that is no page's chunk: the table and the router disagree.
          if (!chunk) throw new Error(`internal/routes/routes.json names ${module}, which is no lazy page's chunk (src/app/routes.tsx)`);
          return [[route, [...closure(chunk.fileName)].filter((f) => !shell.has(f)).map((f) => `/${f}`)]];
        });
        // The shell's catalogs (main.tsx preloadNamespaces) of the address's language, which
        // otherwise start only once the shell has run (issue 26 §7).
        const catalogs: Record<string, string[]> = {};
        for (const c of chunks) {
          const m = /\/src\/i18n\/locales\/(\w+)\/(common|public)\.json$/.exec(c.facadeModuleId ?? '');
          if (m) (catalogs[m[1]!] ??= []).push(`/${c.fileName}`);
        }
        const children =
          `(function(){var a=/^\\/(de|es|fr)(?=\\/|$)/.exec(location.pathname),p=location.pathname.replace(/^\\/(de|es|fr)(?=\\/|$)/,'').replace(/\\/+$/,'')||'/',t=${JSON.stringify(table)},c=${JSON.stringify(catalogs)};` +
          `var pre=function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)};` +
          `(c[a?a[1]:'en']||[]).forEach(pre);t.forEach(function(r){if(new RegExp(r[0]).test(p))r[1].forEach(pre)})})()`;
        // First in <head>: a script after the stylesheet waits for it to load (a script may
        // read styles), and so did these requests (issue 26 §7).
        return [{ tag: 'script', children, injectTo: 'head-prepend' }];
      },
    },
  };
}

interface ManifestTexts {
  description: string;
  screenshots: string[];
  shortcuts: Array<{ name: string; short_name: string; description: string }>;
}
type ManifestLike = { screenshots?: Array<Record<string, unknown>>; shortcuts?: Array<Record<string, unknown>> } & Record<string, unknown>;

/**
 * The English manifest with each language's texts from manifest.i18n.json (the name stays
 * the brand); the app opens on that language's pages (start_url, shortcut urls under
 * /<lang>). The id stays "/": it is the same app whatever the language it was installed in.
 */
function localizedManifests(source: string): Record<string, ManifestLike> {
  const texts = JSON.parse(readFileSync('manifest.i18n.json', 'utf8')) as Record<string, ManifestTexts>;
  const out: Record<string, ManifestLike> = {};
  for (const [lang, tx] of Object.entries(texts)) {
    const m = JSON.parse(source) as ManifestLike;
    const prefixed = (url: unknown) => `/${lang}${url === '/' ? '' : String(url)}`;
    out[lang] = {
      ...m,
      lang,
      description: tx.description,
      start_url: prefixed(m.start_url),
      screenshots: (m.screenshots ?? []).map((sc, i) => ({ ...sc, label: tx.screenshots[i] ?? sc.label })),
      shortcuts: (m.shortcuts ?? []).map((sc, i) => ({ ...sc, ...tx.shortcuts[i], url: prefixed(sc.url) })),
    };
  }
  return out;
}

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
      // One manifest per language (issue 27 §1): the Go server links /manifest.<lang>.webmanifest
      // from that language's pages (internal/web/manifest.go).
      for (const [lang, m] of Object.entries(localizedManifests(source))) {
        this.emitFile({ type: 'asset', fileName: `manifest.${lang}.webmanifest`, source: JSON.stringify(m, null, 2) });
      }
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

/**
 * Message catalogs (src/i18n/locales/<lang>/<ns>.json, ICU MessageFormat) compiled at build
 * time into Lingui's compiled form, still JSON, so the browser ships no message parser
 * (issue 27; the first load's +5 KB budget). A broken message fails the build.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'reelhouse-lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/i18n\/locales\/[^/]+\/[^/]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, compileMessageOrThrow(v)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    // First: the early script's table and global (index.html) before any other plugin reads the page.
    earlyScript(),
    appRouteTable(),
    linguiCatalogs(),
    rootManifest(),
    publicChunkSet(),
    firstPageModulePreload(),
    // After firstPageModulePreload: moves its script too (the app's code after the first paint).
    deferEntry(),
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
        // hls*.js: the adaptive player (use-hls.ts), loaded only when a ladder plays, which
        // needs the network anyway (offline, downloads play the MP4).
        globIgnores: ['assets/admin/**', 'assets/creator/**', 'assets/manage/**', 'assets/i18n/**', 'assets/hls*.js', 'sw.js', 'favicon.svg', 'screenshots/**'],
        // Nothing big in the precache: anything larger is left to the network.
        maximumFileSizeToCacheInBytes: 500 * 1024,
        manifestTransforms: [onlyPublicChunks],
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
          groups: [
            { name: 'shell', test: SHELL_MODULES },
            { name: 'grid', test: GRID_MODULES },
            // The SDK stays a chunk of its own (a visitor's idle load of it: src/data/session.ts),
            // not pulled into the group below with the modules that import it.
            { name: 'pb', test: /\/node_modules\/pocketbase\/|\/src\/data\/pb\.ts$/ },
            { name: 'actions', test: ACTION_MODULES },
          ],
        },
        chunkFileNames: (chunk) => {
          // Message catalogs (one per language and namespace): never precached, so a
          // visitor's device holds only the language used (issue 27 §2; sw.ts caches them on use).
          if (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => id.includes('/src/i18n/locales/'))) return 'assets/i18n/[name]-[hash].js';
          const area = areaOf(chunk.moduleIds, chunk.facadeModuleId);
          return area ? `assets/${area}/[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'pb_hooks/lib/**/*.test.js', 'scripts/**/*.test.js'],
    exclude: [...configDefaults.exclude, 'tests/e2e/**', 'tests/server/**'],
  },
});
