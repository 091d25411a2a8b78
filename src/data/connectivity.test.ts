// The app's online state from what its requests find (issue 39 §2), with a fake clock,
// browser flag and fetch: offline at once on a network failure, one probe backing off to
// one per 30 s, online again on any answer, the browser's events believed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Connectivity = typeof import('./connectivity');

let nav: { onLine: boolean };
let win: EventTarget;
let answer: () => Promise<Response>;
let probes: number;

const json = () => Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
const dead = () => Promise.reject(new TypeError('Failed to fetch'));

async function load(): Promise<Connectivity> {
  vi.resetModules();
  return import('./connectivity');
}

beforeEach(() => {
  vi.useFakeTimers();
  nav = { onLine: true };
  win = new EventTarget();
  probes = 0;
  answer = dead;
  vi.stubGlobal('navigator', nav);
  vi.stubGlobal('window', win);
  vi.stubGlobal('location', { origin: 'http://app.test' });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      expect(url).toBe('/api/health');
      probes++;
      return answer();
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('connectivity', () => {
  it('is offline at once when a request fails while navigator.onLine is true, and says so', async () => {
    const c = await load();
    const seen: boolean[] = [];
    c.subscribeConnectivity(() => seen.push(c.isOnline()));
    expect(c.isOnline()).toBe(true);
    c.reportNetworkFailure();
    expect(c.isOnline()).toBe(false);
    expect(seen).toEqual([false]);
    c.reportNetworkFailure(); // a second failure changes nothing
    expect(seen).toEqual([false]);
  });

  it('probes with backoff: at most 6 requests in the first minute, then one per 30 s', async () => {
    const c = await load();
    c.reportNetworkFailure();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes).toBeGreaterThanOrEqual(4);
    expect(probes).toBeLessThanOrEqual(6);
    const first = probes;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probes - first).toBeLessThanOrEqual(4);
    expect(c.isOnline()).toBe(false);
  });

  it('comes back online when the probe gets an answer, tells onReconnect, and stops probing', async () => {
    const c = await load();
    const back = vi.fn();
    c.onReconnect(back);
    c.reportNetworkFailure();
    // Two failed probes: 1 s and 2 s, each up to a fifth longer (jitter), so by 3.6 s at
    // the latest; the third comes 4 s after the second at the earliest (7 s).
    await vi.advanceTimersByTimeAsync(3_700);
    expect(probes).toBe(2);
    answer = json;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(c.isOnline()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    const after = probes;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probes).toBe(after);
  });

  it('comes back online at once when any request of the app gets an answer', async () => {
    const c = await load();
    const back = vi.fn();
    c.onReconnect(back);
    c.reportNetworkFailure();
    c.reportReachable();
    expect(c.isOnline()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes).toBe(0);
  });

  it('a captive portal page is not an answer of the server', async () => {
    const c = await load();
    answer = () => Promise.resolve(new Response('<html>Sign in to the Wi-Fi</html>', { headers: { 'content-type': 'text/html' } }));
    c.reportNetworkFailure();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probes).toBeGreaterThanOrEqual(2);
    expect(c.isOnline()).toBe(false);
    expect(c.isServerAnswer(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(true);
  });

  it('sends nothing while the browser says offline, and believes its online event', async () => {
    const c = await load();
    const back = vi.fn();
    c.onReconnect(back);
    nav.onLine = false;
    win.dispatchEvent(new Event('offline'));
    expect(c.isOnline()).toBe(false);
    c.reportNetworkFailure();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probes).toBe(0);
    nav.onLine = true;
    win.dispatchEvent(new Event('online'));
    expect(c.isOnline()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('checkReachable asks the server now and records the outcome', async () => {
    const c = await load();
    await expect(c.checkReachable()).resolves.toBe(false);
    expect(c.isOnline()).toBe(false);
    answer = json;
    await expect(c.checkReachable()).resolves.toBe(true);
    expect(c.isOnline()).toBe(true);
  });
});
