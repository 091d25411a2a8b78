// The route table (internal/routes/routes.json) is the only place a page's address is
// written (issue 40 item 3): the router serves exactly its routes, the pages it preloads
// are the router's, and no source file names a route with a literal. The early script's
// side is in src/data/early.test.ts, the Go server's in internal/web/route_table_test.go.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { routeTable, routePatterns, type RouteName } from '../lib/route-table';

const root = join(__dirname, '../..');
const table = Object.entries(routeTable) as Array<[RouteName, (typeof routeTable)[RouteName]]>;

function routerPaths(list: RouteObject[]): string[] {
  return list.flatMap((r) => [...(r.path ? [r.path] : []), ...routerPaths(r.children ?? [])]);
}

/** The route a literal (a path, maybe with a query or a template's tail cut off) names, or ''. */
function routeNamedBy(literal: string): string {
  const path = literal.split(/[?#]/)[0]!;
  if (path === '/' || !path.startsWith('/')) return '';
  for (const [name, r] of table) {
    const i = r.path.indexOf(':');
    if (i >= 0 ? path.startsWith(r.path.slice(0, i)) : path === r.path) return name;
  }
  return '';
}

/**
 * Every string literal's text up to its first interpolation, and the path a regular
 * expression anchored at a path's start spells (/^\/admin(\/|$)/: "/admin"); comments left out.
 */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1').replace(/<!--[\s\S]*?-->/g, '');
  const strings = [...code.matchAll(/(['"`])(\/[^'"`\s$]*)/g)].map((m) => m[2]!);
  const regexps = [...code.matchAll(/\/\^((?:\\\/[\w-]+)+)/g)].map((m) => m[1]!.replace(/\\\//g, '/'));
  return [...strings, ...regexps];
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('the route table', () => {
  it('is what the router serves: every route, no other path', () => {
    const served = routerPaths(routes).filter((p) => p !== '*');
    expect([...served].sort()).toEqual(table.map(([, r]) => r.path).sort());
    expect(new Set(served).size).toBe(served.length);
  });

  it('names only redirects to its own routes and pages the router loads lazily', () => {
    const router = readFileSync(join(root, 'src/app/routes.tsx'), 'utf8');
    for (const [name, r] of table) {
      if (r.redirect) expect(routePatterns, `${name} redirects to ${r.redirect}`).toHaveProperty(r.redirect);
      if (!r.module) continue;
      expect(existsSync(join(root, r.module)), `${name}: ${r.module}`).toBe(true);
      // The first pages' preloads (vite.config.ts) must fetch the chunk the router loads.
      const lazy = `import('../${r.module.replace(/^src\//, '').replace(/\.tsx?$/, '')}')`;
      expect(router, `${name}: routes.tsx loads ${r.module} lazily`).toContain(lazy);
    }
  });

  it('is the only place a route is named: no literal path of a route in the app, the page or the build', () => {
    expect(routeNamedBy('/video/')).toBe('video');
    expect(routeNamedBy('/videos?search=')).toBe('videos');
    expect(routeNamedBy('/api/reelhouse/videos/')).toBe('');
    // The data layer addresses the API (/categories/{slug}/videos is an API path there).
    const files = [
      ...sources(join(root, 'src')).filter((f) => !f.includes('/src/data/') && !f.endsWith('/api.ts')),
      join(root, 'index.html'),
      join(root, 'vite.config.ts'),
      ...sources(join(root, 'vite')),
    ];
    const found = files.flatMap((f) =>
      literals(readFileSync(f, 'utf8'))
        .filter((l) => routeNamedBy(l))
        .map((l) => `${f.slice(root.length + 1)}: '${l}' names ${routeNamedBy(l)}`),
    );
    expect(found).toEqual([]);
  });
});
