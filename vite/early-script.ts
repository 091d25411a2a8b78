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

type Compiled = [source: string, params: string[], query: Record<string, [string, string]>, unless: string, visitorsOnly: 0 | 1, requests: Array<[string, 0 | 1, 0 | 1, string]>];

/** The table's first requests in the early script's form ({v, r}: see index.html). */
export function compileFirst(t: TableShape = table as unknown as TableShape): { v: Record<string, string>; r: Compiled[] } {
  const r = Object.entries(t.routes).flatMap(([name, route]): Compiled[] => {
    const first = route.first;
    if (!first) return [];
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const lcp = first.lcp ? LCP_ROLES[first.lcp] : undefined;
    const requests = first.requests.map((id): [string, 0 | 1, 0 | 1, string] => {
      const req = t.requests[id];
      if (!req) throw new Error(`internal/routes/routes.json: ${name} asks for the unknown request ${id}`);
      return [req.url, req.lang ? 1 : 0, req.shared ? 1 : 0, lcp && lcp[0] === id ? lcp[1] : ''];
    });
    return [[patternSource(route.path), params, first.query ?? {}, first.unless ?? '', first.paint === 'visitors' ? 1 : 0, requests]];
  });
  return { v: t.valid, r };
}

/** index.html with the table and the global's name written in. */
export function fillEarlyScript(html: string, t?: TableShape): string {
  return html.replace(/\b__RH_FIRST__\b/g, () => JSON.stringify(compileFirst(t))).replace(/\b__RH__\b/g, BOOT_GLOBAL);
}

export function earlyScript(): Plugin {
  return {
    name: 'reelhouse-early-script',
    transformIndexHtml: { order: 'pre', handler: (html) => fillEarlyScript(html) },
  };
}
