// The app's first render, as a promise for work that must not run before it (issue 26 §7).
//
// Where the server's markup is on show the first render is a transition (src/main.tsx):
// React yields between slices, and the browser calls idle callbacks in those gaps. Work
// queued "for idle" (Dexie, the outbox, the SDK for a visitor's session) then ran inside
// the first render, delaying it and adding long tasks to the start. So idle waits begin
// once the first render has committed. Where nothing announced a first render (tests,
// a module used alone) there is nothing to wait for.

let drawn: Promise<void> | null = null;
let done: (() => void) | null = null;
let committed = false;

/** Called before the first render: from now on, afterFirstDraw waits for it (at most `capMs`). */
export function expectFirstDraw(capMs = 5000): void {
  drawn ??= new Promise<void>((resolve) => {
    done = resolve;
    // A render that throws or never commits must not hold back the outbox for good.
    setTimeout(resolve, capMs);
  });
}

/** Called by the app once its first render has committed. */
export function markFirstDraw(): void {
  committed = true;
  done?.();
  // Said on the page too: the server's paint looks ready before it is hydrated. A press or a
  // select's change in between is replayed (early-input.ts), text typed into a search box
  // adopted, but a key pressed on a focused element (the player's arrows) is lost. Tests
  // wait for this before they act (tests/e2e/age-gate-accepted.ts).
  globalThis.document?.documentElement.setAttribute('data-drawn', '');
}

/** True while an announced first render has not committed yet (a component is part of it). */
export function inFirstDraw(): boolean {
  return drawn !== null && !committed;
}

/** Resolves once the first render has committed, at once where none is expected. */
export function afterFirstDraw(): Promise<void> {
  return drawn ?? Promise.resolve();
}

/**
 * Resolves in a task of its own (a timer's): start-up work split off a long task there
 * stops adding to Lighthouse's TBT, and code waiting behind it runs a turn later.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task of its own queued behind those already waiting, without a timer's
 * clamping in a hidden tab (a message to itself): for work the caller may start a turn
 * later, so that several such starts are not one long task.
 */
export function yieldTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return nextTask();
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the first render has committed and the browser is idle, at most `timeoutMs`
 * later (a busy or hidden tab). Dexie's load waits for it (lazy-idb.ts: run before the first
 * frames it held back the home banner's paint, issue 15 §3), as do the card menus and
 * afterPageSettled.
 */
export function whenIdle(timeoutMs = 500): Promise<void> {
  const g = globalThis as { requestIdleCallback?: (cb: () => void, o: { timeout: number }) => void };
  // Idle time between the first render's slices is not idle (see the top of this file).
  return afterFirstDraw().then(
    () => new Promise((resolve) => (g.requestIdleCallback ? g.requestIdleCallback(() => resolve(), { timeout: timeoutMs }) : resolve())),
  );
}

/** What afterPageSettled watches: the browser's by default, a fake one in tests. */
export interface SettleEnv {
  now(): number;
  /** Resolves at the window's load event (at once if it has fired). */
  loaded(): Promise<void>;
  /** Calls back on each fetch the page finishes; returns the unsubscribe. */
  onFetchDone(callback: () => void): () => void;
  /** Calls back when the main thread is idle. */
  idle(callback: () => void): void;
}

function browserSettleEnv(): SettleEnv {
  return {
    now: () => performance.now(),
    loaded: () =>
      document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true })),
    onFetchDone(callback) {
      if (typeof PerformanceObserver === 'undefined') return () => undefined;
      const observer = new PerformanceObserver(callback);
      try {
        observer.observe({ type: 'resource' });
      } catch {
        return () => undefined;
      }
      return () => observer.disconnect();
    },
    idle: (callback) => void whenIdle(2000).then(callback),
  };
}

/**
 * Resolves once the page has settled: first render committed, window loaded, no fetch
 * finished for `quietMs`, main thread idle; at the latest `capMs` after the call.
 *
 * For work that competes with a first visit without helping it. The service worker's
 * precache (~350 KB, 40 files fetched and written to Cache Storage) cost ~1.5 s of CPU in
 * the browser, network and renderer processes, and registering it at the first render ran
 * all of that beside the page's own start (issue 26 §7, measured in docs/benchmarks.md).
 */
export function afterPageSettled(
  { quietMs = 1500, capMs = 10_000 }: { quietMs?: number; capMs?: number } = {},
  env: SettleEnv = browserSettleEnv(),
): Promise<void> {
  return new Promise<void>((resolve) => {
    let settled = false;
    let last = env.now();
    const stop = env.onFetchDone(() => (last = env.now()));
    const finish = () => {
      if (settled) return;
      settled = true;
      stop();
      clearTimeout(cap);
      resolve();
    };
    const cap = setTimeout(finish, capMs);
    const check = () => {
      if (settled) return;
      const wait = last + quietMs - env.now();
      if (wait > 0) setTimeout(check, wait);
      else env.idle(finish);
    };
    void Promise.all([afterFirstDraw(), env.loaded()]).then(() => {
      last = Math.max(last, env.now());
      check();
    });
  });
}
