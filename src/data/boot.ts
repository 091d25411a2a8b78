// What index.html's early script hands the app (issue 40 item 3: one global, named here
// once; the build writes this name into the early script and the entry's loader,
// vite/early-script.ts and vite/defer-entry.ts):
// - early: URL → the pending answer of a request it started (early.ts);
// - first: URL → an answer the server wrote into the page, kept for this page (first-data.ts);
// - paint: whether the server's first screen is on show in #root (main.tsx);
// - install: the browser's install offer, fired before the app's code ran (install-state.ts);
// - hydration: written back by main.tsx: whether the server's paint was hydrated and React's
//   recoverable mismatches if so (read by tests/e2e/ssr-parity.spec.ts).
// No DOM types here: the build's config reads the name too.
export const BOOT_GLOBAL = '__rh';

export interface Boot {
  early: Record<string, Promise<unknown> | undefined>;
  first: Record<string, unknown>;
  paint?: boolean;
  install?: unknown;
  hydration?: Hydration;
}

export interface Hydration {
  hydrated: boolean;
  mismatches: string[];
}

/** The early script's hand-over, or undefined (no early script: tests, a page without it). */
export function boot(): Boot | undefined {
  return (globalThis as unknown as { window?: Record<string, unknown> }).window?.[BOOT_GLOBAL] as Boot | undefined;
}

/** main.tsx's record of its first render (nothing without the early script's hand-over). */
export function recordHydration(h: Hydration): void {
  const b = boot();
  if (b) b.hydration = h;
}
