// index.html's early script reads the route table (issue 40 item 3): the build writes the
// table's first requests into it (T, a compact form: the script runs before any module and
// stays small and inline) and the name of the one global it hands the answers over in
// (src/data/boot.ts). In dev too: index.html holds placeholders, not a copy of the table.
import type { Plugin } from 'vite';
import table from '../internal/routes/routes.json';
import { BOOT_GLOBAL } from '../src/data/boot';
import { patternSource } from '../src/lib/route-table';

interface Request {
  url: string;
  lang?: boolean;
  shared?: boolean;
}
interface First {
  requests: string[];
  query?: Record<string, [string, string]>;
  unless?: string;
  lcp?: string;
  paint?: string;
}
interface TableShape {
  valid: Record<string, string>;
  requests: Record<string, Request>;
  routes: Record<string, { path: string; first?: First }>;
}

/**
 * Which request of a page holds its LCP image, by the route's lcp kind: the early script's
 * role letters (t: a list's first thumbnail, p: the watch payload's poster, b: the home
 * banner among the asset assignments). "tiles" (/categories' first tile) is drawn by the
 * server only (internal/web/firstdata.go categoriesLCP). The Go server reads the same kinds.
 */
const LCP_ROLES: Record<string, [request: string, role: string]> = { thumbnail: ['list', 't'], poster: ['watch', 'p'], banner: ['assets', 'b'] };

type Compiled = [source: string, params: string[], query: Record<string, [string, string]>, unless: string, visitorsOnly: 0 | 1, requests: Array<[string, string]>];

/** The table's first requests in the early script's form ({v, q, r}: see index.html). */
export function compileFirst(t: TableShape = table as unknown as TableShape): { v: Record<string, string>; q: Record<string, [string, 0 | 1, 0 | 1]>; r: Compiled[] } {
  const q = Object.fromEntries(Object.entries(t.requests).map(([id, req]): [string, [string, 0 | 1, 0 | 1]] => [id, [req.url, req.lang ? 1 : 0, req.shared ? 1 : 0]]));
  const r = Object.entries(t.routes).flatMap(([name, route]): Compiled[] => {
    const first = route.first;
    if (!first) return [];
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const lcp = first.lcp ? LCP_ROLES[first.lcp] : undefined;
    const requests = first.requests.map((id): [string, string] => {
      if (!t.requests[id]) throw new Error(`internal/routes/routes.json: ${name} asks for the unknown request ${id}`);
      return [id, lcp && lcp[0] === id ? lcp[1] : ''];
    });
    return [[patternSource(route.path), params, first.query ?? {}, first.unless ?? '', first.paint === 'visitors' ? 1 : 0, requests]];
  });
  return { v: t.valid, q, r };
}

/**
 * index.html with the table and the global's name written in; the early script loses its
 * comment lines and indentation (it is inline in every page: its notes are for index.html's
 * readers, not for each download).
 */
export function fillEarlyScript(html: string, t?: TableShape): string {
  return html
    .replace(/<script>(?:(?!<\/script>)[\s\S])*?__RH_FIRST__[\s\S]*?<\/script>/, (script) =>
      script
        .split('\n')
        .filter((line) => !/^\s*\/\//.test(line))
        .map((line) => line.trim())
        .join('\n'),
    )
    .replace(/\b__RH_FIRST__\b/g, () => JSON.stringify(compileFirst(t)))
    .replace(/\b__RH__\b/g, BOOT_GLOBAL);
}

/** The fields of a route the app reads at run time (src/lib/route-table.ts RouteEntry). */
const APP_FIELDS = ['path', 'redirect', 'ads'] as const;

/** The table as the app's bundle holds it: its routes with only APP_FIELDS (the rest is the build's and the server's). */
export function appTable(source: string): string {
  const t = JSON.parse(source) as TableShape;
  const routes = Object.fromEntries(
    Object.entries(t.routes).map(([name, r]) => [name, Object.fromEntries(APP_FIELDS.flatMap((f) => (f in r ? [[f, (r as Record<string, unknown>)[f]]] : [])))]),
  );
  return JSON.stringify({ routes });
}

export function earlyScript(): Plugin {
  return {
    name: 'reelhouse-early-script',
    transformIndexHtml: { order: 'pre', handler: (html) => fillEarlyScript(html) },
  };
}

/** In the build, the app's bundle takes the route table without the early requests, SEO and notes (a few hundred bytes of the first load). */
export function appRouteTable(): Plugin {
  return {
    name: 'reelhouse-app-route-table',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/internal/routes/routes.json')) return null;
      return { code: appTable(code), map: null };
    },
  };
}
