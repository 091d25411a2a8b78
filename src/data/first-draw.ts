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
  done?.();
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
