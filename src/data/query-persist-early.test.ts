// Offline, IndexedDB opens before the first render (query-persist.ts openEarlyWhenOffline):
// decided from index.html's early requests, since navigator.onLine may still say online.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_GLOBAL } from './boot';

const loadIdb = vi.fn((now?: boolean) => {
  void now;
  return Promise.resolve({ db: { open: vi.fn(() => Promise.resolve()) } });
});
vi.mock('./lazy-idb', () => ({ loadIdb }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  loadIdb.mockClear();
});

/** A request that fails a moment later: index.html's script answers it with null. */
const failsSoon = () => new Promise((resolve) => setTimeout(() => resolve(null), 5));

async function startWith(early: Record<string, Promise<unknown>>) {
  vi.stubGlobal('indexedDB', {});
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('window', { [BOOT_GLOBAL]: { early, first: {} } });
  const { openEarlyWhenOffline } = await import('./query-persist');
  // The module's own call at load, then ours: both settle before we look.
  await openEarlyWhenOffline();
}

describe('openEarlyWhenOffline', () => {
  it('opens IndexedDB at once when every early request came back empty', async () => {
    await startWith({ a: Promise.resolve(null), b: failsSoon() });
    expect(loadIdb).toHaveBeenCalledWith(true);
  });

  it('leaves Dexie to idle time when one early answer arrived (online)', async () => {
    await startWith({ a: Promise.resolve(null), b: Promise.resolve({ items: [] }) });
    expect(loadIdb).not.toHaveBeenCalled();
  });
});
