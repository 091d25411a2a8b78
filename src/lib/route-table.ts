// The route table (internal/routes/routes.json, issue 40 item 3) as the app reads it: the
// one place a page's address is named. The router (app/routes.tsx) and the link builders
// (paths.ts) take their patterns from here; the build reads the same file for the early
// script and the first pages' module preloads (vite/early-script.ts, vite.config.ts), and
// the Go server for its first data and SEO (internal/routes). Only `routes` is imported:
// the early requests and their notes stay out of the app's bundle.
import { routes } from '../../internal/routes/routes.json';

export type RouteName = keyof typeof routes;

/**
 * One route of the table: the fields the app reads (vite/early-script.ts APP_FIELDS: the
 * build leaves only these in the app's bundle) and `module`, which the build's config reads.
 */
export interface RouteEntry {
  path: string;
  redirect?: string;
  ads?: boolean;
  module?: string;
}

export const routeTable: Readonly<Record<RouteName, RouteEntry>> = routes;

/** Path patterns for the router (react-router syntax), by route name. */
export const routePatterns = Object.fromEntries(Object.entries(routeTable).map(([name, r]) => [name, r.path])) as {
  readonly [K in RouteName]: string;
};

/** The pattern with its `:name` segments filled in (encodeURIComponent). */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The regular expression (source) matching a pattern's paths, as the early script and the preloads test them. */
export function patternSource(pattern: string): string {
  return `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)')}$`;
}
