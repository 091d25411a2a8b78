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
