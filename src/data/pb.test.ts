import { describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { NETWORK_ERROR, RATE_LIMIT_ERROR, isNetworkError, toUserError } from './errors';

const apiError = (status: number, message?: string, extra: Record<string, unknown> = {}) =>
  new ClientResponseError({ status, response: message ? { message, ...extra } : {} });

describe('toUserError', () => {
  it('uses the fallback for non-API errors', () => {
    expect(toUserError(new Error('boom'), 'Failed to load videos')).toBe('Failed to load videos');
    expect(toUserError('x', 'Fallback')).toBe('Fallback');
  });
  it('names network errors', () => {
    const err = new ClientResponseError({ status: 0, originalError: new TypeError('fetch failed') });
    expect(isNetworkError(err)).toBe(true);
    expect(toUserError(err, 'Fallback')).toBe(NETWORK_ERROR);
  });
  it('does not treat a cancelled request as offline', () => {
    const err = new ClientResponseError({ isAbort: true });
    expect(isNetworkError(err)).toBe(false);
    expect(toUserError(err, 'Fallback')).toBe('Fallback');
  });
  it('names rate limiting', () => {
    expect(toUserError(apiError(429, 'Too Many Requests.'), 'Fallback')).toBe(RATE_LIMIT_ERROR);
  });
  it('hides server errors and generic PocketBase messages', () => {
    expect(toUserError(apiError(500, 'sql: no rows'), 'Failed to load category')).toBe('Failed to load category');
    expect(toUserError(apiError(400, 'Failed to authenticate.'), 'Invalid email or password')).toBe(
      'Invalid email or password',
    );
    expect(toUserError(apiError(404), 'Video not found')).toBe('Video not found');
  });
  it('shows the server message of a coded error in English (the spec text, with its details)', () => {
    const err = apiError(429, 'Too many comments. Please try again in 42 seconds.', { data: { code: 'too_many_comments', values: { retry_after: 42 } } });
    expect(toUserError(err, 'Fallback')).toBe('Too many comments. Please try again in 42 seconds.');
  });
  it('shows a specific 4xx message from our routes', () => {
    expect(toUserError(apiError(403, 'Access denied: Admin privileges required'), 'Fallback')).toBe(
      'Access denied: Admin privileges required',
    );
  });
});

describe('cached settings and writes', () => {
  it('saving settings or assignments invalidates their queries; other writes do not', async () => {
    const { queryClient } = await import('./query-client');
    const { pb } = await import('./pb');
    queryClient.setQueryData(['settings', 'site'], { site_name: 'x' });
    queryClient.setQueryData(['lists', 'asset_assignments'], []);
    const invalid = () => [queryClient.getQueryState(['settings', 'site'])?.isInvalidated, queryClient.getQueryState(['lists', 'asset_assignments'])?.isInvalidated];
    pb.beforeSend!('/api/reelhouse/settings/site', { method: 'GET' });
    pb.beforeSend!('/api/reelhouse/videos/abc/view', { method: 'POST' });
    expect(invalid()).toEqual([false, false]);
    pb.beforeSend!('/api/reelhouse/settings/site', { method: 'PUT' });
    expect(invalid()).toEqual([true, true]);
    queryClient.clear();
  });
});

describe('reads and the HTTP cache', () => {
  it("GETs revalidate with the server (no-cache): the CDN's max-age and stale-while-revalidate never serve the app a stale copy", async () => {
    const { pb } = await import('./pb');
    const cacheOf = async (options: { method?: string; cache?: RequestCache }) => (await pb.beforeSend!('/api/reelhouse/settings/site', options))?.options?.cache;
    expect(await cacheOf({ method: 'GET' })).toBe('no-cache');
    expect(await cacheOf({})).toBe('no-cache');
    expect(await cacheOf({ method: 'POST' })).toBeUndefined();
    expect(await cacheOf({ method: 'GET', cache: 'no-store' })).toBe('no-store');
  });
});

describe('answers cut off mid-body', () => {
  const cutBody = () =>
    new Response(
      new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode('{"items":[{"id":"a"'));
          c.error(new TypeError('network error'));
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );

  it('fail the request instead of answering {} (the SDK swallows a failed body read)', async () => {
    const { pb } = await import('./pb');
    const real = globalThis.fetch;
    globalThis.fetch = (() => Promise.resolve(cutBody())) as typeof fetch;
    try {
      await expect(pb.send('/api/reelhouse/categories/trending/videos', { requestKey: null })).rejects.toBeInstanceOf(ClientResponseError);
      globalThis.fetch = (() => Promise.resolve(Response.json({ items: [{ id: 'a' }] }))) as typeof fetch;
      await expect(pb.send('/api/reelhouse/categories/trending/videos', { requestKey: null })).resolves.toEqual({ items: [{ id: 'a' }] });
      globalThis.fetch = (() => Promise.resolve(new Response(null, { status: 204 }))) as typeof fetch;
      await expect(pb.send('/api/x', { method: 'DELETE', requestKey: null })).resolves.toEqual({});
    } finally {
      globalThis.fetch = real;
    }
  });
});
