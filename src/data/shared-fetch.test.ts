import { beforeEach, describe, expect, it } from 'vitest';
import { clearSharedFetches, sharedFetch } from './shared-fetch';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('sharedFetch', () => {
  beforeEach(clearSharedFetches);

  it('shares one call among concurrent readers of a key', async () => {
    let calls = 0;
    const d = deferred<number>();
    const fn = () => (calls++, d.promise);
    const a = sharedFetch('k', fn);
    const b = sharedFetch('k', fn);
    const other = sharedFetch('other', () => Promise.resolve(2));
    d.resolve(1);
    expect(await a).toBe(1);
    expect(await b).toBe(1);
    expect(await other).toBe(2);
    expect(calls).toBe(1);
  });

  it('calls again once the first answer is in, unless reuse is asked for', async () => {
    let calls = 0;
    const fn = () => Promise.resolve(++calls);
    expect(await sharedFetch('k', fn)).toBe(1);
    expect(await sharedFetch('k', fn)).toBe(2);
    let t = 1000;
    const now = () => t;
    expect(await sharedFetch('r', fn, { reuseMs: 100, now })).toBe(3);
    t = 1050;
    expect(await sharedFetch('r', fn, { reuseMs: 100, now })).toBe(3);
    expect(await sharedFetch('r', fn, { reuseMs: 100, now, force: true })).toBe(4);
    t = 1200;
    expect(await sharedFetch('r', fn, { reuseMs: 100, now })).toBe(5);
  });

  it('never keeps a failure', async () => {
    let calls = 0;
    const fail = () => (calls++, Promise.reject(new Error('x')));
    await expect(sharedFetch('k', fail, { reuseMs: 10_000 })).rejects.toThrow('x');
    await expect(sharedFetch('k', fail, { reuseMs: 10_000 })).rejects.toThrow('x');
    expect(calls).toBe(2);
  });
});
