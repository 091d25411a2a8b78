// Dexie (./idb) is loaded only once the browser is idle after drawing: run before the first
// frames it held back the home banner's paint (issue 15 §3).
import { afterEach, describe, expect, it, vi } from 'vitest';

const g = globalThis as { requestIdleCallback?: unknown };

afterEach(() => {
  delete g.requestIdleCallback;
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.doUnmock('./idb');
});

describe('loadIdb', () => {
  it('imports the IndexedDB module only after the idle callback, once', async () => {
    const idle: Array<() => void> = [];
    const options: unknown[] = [];
    g.requestIdleCallback = (cb: () => void, o: unknown) => {
      idle.push(cb);
      options.push(o);
    };
    const imported = vi.fn();
    vi.doMock('./idb', () => {
      imported();
      return { marker: 'idb' };
    });
    const { loadIdb, idbIfLoaded } = await import('./lazy-idb');
    const first = loadIdb();
    const second = loadIdb();
    await new Promise((r) => setTimeout(r, 20));
    expect(imported).not.toHaveBeenCalled();
    expect(idbIfLoaded()).toBeNull();
    // One wait, bounded (a hidden tab has no idle periods to offer).
    expect(options).toEqual([{ timeout: 500 }]);
    idle[0]!();
    expect(await first).toBe(await second);
    expect(imported).toHaveBeenCalledTimes(1);
    expect(idbIfLoaded()).toMatchObject({ marker: 'idb' });
  });

  it('waits for the first render to commit before it waits for idle (the first render yields idle gaps)', async () => {
    const idle: Array<() => void> = [];
    g.requestIdleCallback = (cb: () => void) => void idle.push(cb);
    vi.doMock('./idb', () => ({ marker: 'idb' }));
    const { expectFirstDraw, markFirstDraw } = await import('./first-draw');
    const { whenIdle } = await import('./first-draw');
    const { loadIdb } = await import('./lazy-idb');
    expectFirstDraw();
    const loaded = loadIdb();
    const menus = whenIdle(2000);
    await new Promise((r) => setTimeout(r, 20));
    expect(idle).toHaveLength(0);
    markFirstDraw();
    await new Promise((r) => setTimeout(r, 0));
    expect(idle).toHaveLength(2);
    idle.forEach((cb) => cb());
    await menus;
    expect(await loaded).toMatchObject({ marker: 'idb' });
  });

  it('offline, loads at once: IndexedDB is the only source of the page', async () => {
    g.requestIdleCallback = () => undefined; // never idle
    vi.stubGlobal('navigator', { onLine: false });
    vi.doMock('./idb', () => ({ marker: 'idb' }));
    const { loadIdb } = await import('./lazy-idb');
    expect(await loadIdb()).toMatchObject({ marker: 'idb' });
  });

  it('a load waiting for idle stops waiting once a request has failed offline', async () => {
    g.requestIdleCallback = () => undefined; // never idle
    const imported = vi.fn();
    vi.doMock('./idb', () => {
      imported();
      return { marker: 'idb' };
    });
    const { loadIdb } = await import('./lazy-idb');
    const waiting = loadIdb();
    await new Promise((r) => setTimeout(r, 20));
    expect(imported).not.toHaveBeenCalled();
    const now = loadIdb(true);
    expect(await now).toMatchObject({ marker: 'idb' });
    expect(await waiting).toBe(await now);
    expect(imported).toHaveBeenCalledTimes(1);
  });
});
