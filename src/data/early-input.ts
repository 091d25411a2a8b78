// Presses and select changes made on the server's painted screen before the app listened
// (kept by the entry's loader, vite/defer-entry.ts): hydration keeps those very elements, so
// once it has reached each one it is pressed or changed again, now with the app's handlers
// on it. A screen drawn afresh instead (a member, another language) has other elements: the
// old ones are gone from the page and nothing is replayed.
import { boot, type EarlyInput } from './boot';

/** Stops the record (the app listens from now on) and returns what it holds. */
export function takeEarlyInput(): EarlyInput {
  const input = boot()?.input ?? [];
  input.closed = true;
  return input;
}

/**
 * Whether React has reached el. The first commit can leave a lazy part (the page itself,
 * on a slow phone) dehydrated, and an event on it before then is dropped: React marks each
 * node it hydrates with its fiber (a `__reactFiber$…` key, the name React has used since
 * 17). Were that to change, the replay only waits out its cap.
 */
const reached = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));

/**
 * The browser idle: React is not in the middle of a render. A node is marked while its part
 * renders, before that part commits, and an event dispatched in between finds no mounted
 * component and is dropped (1 in 8 in tests/e2e/ssr-parity.spec.ts before this wait). React
 * continues a render in a task of its own, so an idle callback runs only once it is done.
 */
const idle = () =>
  new Promise<void>((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 50)));

async function untilHydrated(el: Element, capMs: number): Promise<void> {
  const until = Date.now() + capMs;
  do await idle();
  while (!reached(el) && Date.now() < until);
}

/** Presses each kept button and re-applies each kept select's value, in order, each once React has reached it. */
export async function replayEarlyInput(input: EarlyInput, capMs = 5000): Promise<void> {
  for (const [el, value] of input) {
    if (!(el instanceof HTMLElement) || !el.isConnected) continue;
    await untilHydrated(el, capMs);
    if (!el.isConnected) continue;
    if (el instanceof HTMLSelectElement && value !== undefined) {
      // Hydration set the select back to the app's state; the same value again is a no-op.
      el.value = value;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (!(el as HTMLButtonElement).disabled) {
      el.click();
    }
  }
}
