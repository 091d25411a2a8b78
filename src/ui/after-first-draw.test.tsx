import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';

afterEach(() => {
  vi.resetModules();
});

describe('AfterFirstDraw', () => {
  it('leaves its children out of an announced first render, and renders them in a later one', async () => {
    const { expectFirstDraw, markFirstDraw, inFirstDraw } = await import('../data/first-draw');
    const { AfterFirstDraw } = await import('./after-first-draw');
    const tree = (
      <AfterFirstDraw>
        <footer>below the fold</footer>
      </AfterFirstDraw>
    );
    expectFirstDraw();
    expect(inFirstDraw()).toBe(true);
    expect(renderToString(tree)).toBe('');
    markFirstDraw();
    expect(inFirstDraw()).toBe(false);
    expect(renderToString(tree)).toBe('<footer>below the fold</footer>');
  });

  it('renders at once where no first render was announced', async () => {
    const { AfterFirstDraw } = await import('./after-first-draw');
    expect(renderToString(<AfterFirstDraw>here</AfterFirstDraw>)).toBe('here');
  });
});
