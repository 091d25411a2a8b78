import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';

afterEach(() => {
  vi.resetModules();
});

describe('AfterFirstDraw', () => {
  it('leaves its children out of an announced first render, and draws them once it has committed and a task passed', async () => {
    const { expectFirstDraw, markFirstDraw, inFirstDraw } = await import('../data/first-draw');
    const { drawnStore } = await import('./after-first-draw');
    expectFirstDraw();
    expect(inFirstDraw()).toBe(true);
    expect(drawnStore.snapshot()).toBe(false);
    const changed = vi.fn();
    drawnStore.subscribe(changed);
    markFirstDraw();
    // A render after the commit draws them (a navigation's page mounted later).
    expect(drawnStore.snapshot()).toBe(true);
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
  });

  it('is never in the server render or what a hydration compares with it (issue 40)', async () => {
    const { expectFirstDraw, markFirstDraw } = await import('../data/first-draw');
    const { AfterFirstDraw } = await import('./after-first-draw');
    const tree = (
      <AfterFirstDraw>
        <footer>below the fold</footer>
      </AfterFirstDraw>
    );
    expectFirstDraw();
    expect(renderToString(tree)).toBe('');
    markFirstDraw();
    expect(renderToString(tree)).toBe('');
  });

  it('draws at once where no first render was announced', async () => {
    const { drawnStore } = await import('./after-first-draw');
    expect(drawnStore.snapshot()).toBe(true);
  });
});
