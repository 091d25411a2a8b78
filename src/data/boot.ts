// What index.html's early script hands the app (issue 40 item 3: one global, named here
// once; the build writes this name into the early script and the entry's loader,
// vite/early-script.ts and vite/defer-entry.ts):
// - early: URL → the pending answer of a request it started (early.ts);
// - first: URL → an answer the server wrote into the page, kept for this page (first-data.ts);
// - paint: whether the server's first screen is on show in #root (main.tsx);
// - install: the browser's install offer, fired before the app's code ran (install-state.ts);
// - input: what the viewer did on the painted screen before the app listened (a button
//   pressed, a select changed), kept by the entry's loader and replayed by early-input.ts;
// - hydration: written back by main.tsx: whether the server's paint was hydrated and React's
//   recoverable mismatches if so (read by tests/e2e/ssr-parity.spec.ts).
// No DOM types here: the build's config reads the name too.
export const BOOT_GLOBAL = '__rh';

export interface Boot {
  early: Record<string, Promise<unknown> | undefined>;
  first: Record<string, unknown>;
  paint?: boolean;
  install?: unknown;
  input?: EarlyInput;
  hydration?: Hydration;
}

/** The loader's record: [element] for a press, [select, value] for a change; closed once the app listens. */
export type EarlyInput = Array<[unknown, string?]> & { closed?: boolean };

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
