// Waits for the event a step would have caused, instead of a fixed sleep: a test that
// checks "nothing happened" first waits until the thing that could have happened had its
// chance (a drag step announced, the idle-time writes run, the outbox's drain done).
import type { Locator, Page } from '@playwright/test';

/** The page has painted `n` more frames (what an event already dispatched changes is on screen). */
export function frames(page: Page, n = 2): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    n,
  );
}

/**
 * The idle callbacks the page asked for so far have run (idle callbacks run in the order they
 * were asked for; a test's stand-in that delays them with setTimeout keeps that order), and
 * the tasks they started have had one more turn.
 */
export function idleCallbacksRun(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(() => requestAnimationFrame(() => resolve()), 0))),
  );
}

/**
 * Every outbox drain asked for so far has finished: the outbox holds the "outbox" Web Lock
 * while it drains (src/data/outbox-runtime.ts), and locks are granted in request order.
 */
export function outboxSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        // One task first: an enqueue asks for its drain from a timeout.
        setTimeout(() => void navigator.locks.request('outbox', () => undefined).then(() => resolve()), 0),
      ),
  );
}

/** The text of dnd-kit's live regions (what a screen reader was last told). */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').allTextContents().then((t) => t.join('|'));

/**
 * Runs a drag step (a key, a touch) and waits until dnd-kit has applied it: every step
 * (pick up, move over, drop) is announced in its live region.
 */
export async function dragStep(page: Page, step: () => Promise<unknown>): Promise<void> {
  const before = await announced(page);
  await step();
  await page.waitForFunction(
    (before) => [...document.querySelectorAll('[id^="DndLiveRegion"]')].map((e) => e.textContent ?? '').join('|') !== before,
    before,
  );
}

/** Every image in the viewport has loaded (or failed) and the fonts are ready. */
export function imagesAndFontsSettled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const visible = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && r.width > 0;
    });
    await Promise.all(
      visible.map((img) => (img.complete ? null : new Promise((done) => ['load', 'error'].forEach((t) => img.addEventListener(t, done, { once: true }))))),
    );
  });
}

/** The card that holds `inner` (a video card's preview and the like). */
export const cardOf = (inner: Locator) => inner.locator('xpath=ancestor::*[@data-testid="video-card"][1]');

/**
 * Listens, from the page, for the next live stats event of one video (its own realtime
 * connection, subscribed to video_stats like the watch page): call before the change,
 * await the returned function after it.
 */
export async function nextStatsEvent(page: Page, videoId: string): Promise<() => Promise<void>> {
  const key = `__stats_${videoId}`;
  await page.evaluate(
    async ({ videoId, key }) => {
      const w = window as unknown as Record<string, number>;
      let seen = 0;
      w[key] = seen;
      const source = new EventSource('/api/realtime');
      const clientId = await new Promise<string>((resolve) =>
        source.addEventListener('PB_CONNECT', (e) => resolve((JSON.parse((e as MessageEvent).data) as { clientId: string }).clientId), { once: true }),
      );
      source.addEventListener('video_stats/*', (e) => {
        if ((JSON.parse((e as MessageEvent).data) as { record?: { video?: string } }).record?.video === videoId) w[key] = ++seen;
      });
      const res = await fetch('/api/realtime', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientId, subscriptions: ['video_stats/*'] }),
      });
      if (!res.ok) throw new Error(`realtime subscription: ${res.status}`);
    },
    { videoId, key },
  );
  return async () => {
    await page.waitForFunction((key) => ((window as unknown as Record<string, number>)[key] ?? 0) > 0, key);
    await frames(page); // the page, on the same event, has drawn it
  };
}
