import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

describe('first draw', () => {
  it('resolves at once where no first render was announced', async () => {
    const { afterFirstDraw } = await import('./first-draw');
    await expect(afterFirstDraw()).resolves.toBeUndefined();
  });

  it('waits for the commit once announced, and gives up waiting after the cap', async () => {
    vi.useFakeTimers();
    const { afterFirstDraw, expectFirstDraw, markFirstDraw } = await import('./first-draw');
    expectFirstDraw(5000);
    let after = false;
    void afterFirstDraw().then(() => (after = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(after).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(after).toBe(true);
    markFirstDraw(); // a late commit changes nothing
  });

  it('the commit ends the wait', async () => {
    const { afterFirstDraw, expectFirstDraw, markFirstDraw } = await import('./first-draw');
    expectFirstDraw();
    let after = false;
    void afterFirstDraw().then(() => (after = true));
    await Promise.resolve();
    expect(after).toBe(false);
    markFirstDraw();
    await afterFirstDraw();
    expect(after).toBe(true);
  });
});

describe('page settled', () => {
  /** A page whose load event and finished fetches the test controls, on fake timers. */
  function fakePage() {
    let fetched: (() => void) | null = null;
    let load: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (load = resolve));
    const env = {
      now: () => Date.now(),
      loaded: () => loaded,
      onFetchDone(callback: () => void) {
        fetched = callback;
        return () => (fetched = null);
      },
      idle: (callback: () => void) => setTimeout(callback, 0),
    };
    return { env, load, fetchDone: () => fetched?.(), watching: () => fetched !== null };
  }

  it('waits for the load, then for quietMs without a finished fetch', async () => {
    vi.useFakeTimers();
    const { afterPageSettled } = await import('./first-draw');
    const page = fakePage();
    let settled = false;
    void afterPageSettled({ quietMs: 1500, capMs: 10_000 }, page.env).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(3000);
    expect(settled).toBe(false); // not loaded yet
    page.load();
    await vi.advanceTimersByTimeAsync(1000);
    page.fetchDone(); // a late image: the quiet starts again
    await vi.advanceTimersByTimeAsync(1400);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
    expect(page.watching()).toBe(false);
  });

  it('waits for the first render where one was announced', async () => {
    vi.useFakeTimers();
    const { afterPageSettled, expectFirstDraw, markFirstDraw } = await import('./first-draw');
    expectFirstDraw();
    const page = fakePage();
    page.load();
    let settled = false;
    void afterPageSettled({ quietMs: 1000, capMs: 10_000 }, page.env).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled).toBe(false);
    markFirstDraw();
    await vi.advanceTimersByTimeAsync(1001);
    expect(settled).toBe(true);
  });

  it('a page that keeps fetching settles at the cap', async () => {
    vi.useFakeTimers();
    const { afterPageSettled } = await import('./first-draw');
    const page = fakePage();
    page.load();
    let settled = false;
    void afterPageSettled({ quietMs: 1500, capMs: 10_000 }, page.env).then(() => (settled = true));
    for (let t = 500; t < 10_000; t += 500) {
      page.fetchDone();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(settled).toBe(false); // 9.5 s in, a fetch every 0.5 s
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBe(true);
    expect(page.watching()).toBe(false);
  });
});

describe('yieldTask', () => {
  it('resolves in a later task, not among the current task’s microtasks', async () => {
    const { yieldTask } = await import('./first-draw');
    let done = false;
    void yieldTask().then(() => (done = true));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done).toBe(true);
  });
});
