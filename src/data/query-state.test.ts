import { describe, expect, it } from 'vitest';
import { shouldRetry, toQueryState } from './query-state';

const apiErr = (message: string, status: number) => Object.assign(new Error(message), { name: 'ClientResponseError', status, isAbort: false, response: {} });
const netErr = apiErr('Failed to fetch', 0);
const notFound = apiErr('Not found', 404);
const base = { refetch: () => undefined };

describe('toQueryState', () => {
  it('shows stored data with an offline note when its refresh failed for lack of a connection', () => {
    expect(toQueryState({ ...base, data: [1], status: 'error', error: netErr })).toMatchObject({ status: 'ready', stale: true, offline: true });
    expect(toQueryState({ ...base, data: undefined, status: 'error', error: netErr })).toMatchObject({ status: 'error', stale: false, offline: true });
    expect(toQueryState({ ...base, data: undefined, status: 'error', error: notFound })).toMatchObject({ status: 'error', offline: false });
    expect(toQueryState({ ...base, data: undefined, status: 'pending', error: null })).toMatchObject({ status: 'loading', error: undefined });
    // A "not found" answer (null) is ready data, not a load that never ends.
    expect(toQueryState({ ...base, data: null, status: 'success', error: null })).toMatchObject({ status: 'ready', data: null });
  });
});

describe('shouldRetry', () => {
  it('retries a server error once, never a 4xx or a missing connection', () => {
    const err500 = apiErr('x', 500);
    expect(shouldRetry(0, err500)).toBe(true);
    expect(shouldRetry(1, err500)).toBe(false);
    expect(shouldRetry(0, notFound)).toBe(false);
    expect(shouldRetry(0, netErr)).toBe(false);
  });
});
