// The API's errors carry a stable code (issue 27 §1): {status, message, data: {code,
// values?}} from the Go routes (internal/apierr) and the JS hooks (pb_hooks/lib/fail.js),
// with the English message unchanged and, where a form marks a field, PocketBase's own
// data.<field>.code beside the code. The client translates errors.<code>
// (src/data/errors.ts); src/i18n/server-codes.test.ts checks the catalogs.
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { freshVideo } from './fixtures';
import { attempt, freshUser, newClient, superuser, uid, type Outcome } from './helpers';

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(path, { method, body, requestKey: null }));
}

/** The error body of a refused call (fails the test when the call worked). */
function refused(r: Outcome, status: number): { message: string; data: Record<string, any> } {
  expect(r.ok, JSON.stringify(r)).toBe(false);
  expect(r.status).toBe(status);
  return r.error as { message: string; data: Record<string, any> };
}

describe('error codes (Go routes)', () => {
  it('a comment refusal names its code and the cap as a value', async () => {
    const v = await freshVideo(null);
    const { pb } = await freshUser();
    const empty = refused(await call(pb, 'POST', `/api/reelhouse/videos/${v.id}/comments`, { content: '   ' }), 400);
    expect(empty).toMatchObject({ message: 'Comment cannot be empty.', data: { code: 'comment_empty' } });
    const long = refused(await call(pb, 'POST', `/api/reelhouse/videos/${v.id}/comments`, { content: 'x'.repeat(5001) }), 400);
    expect(long).toMatchObject({ message: 'Comment must be at most 5000 characters.', data: { code: 'comment_too_long', values: { max: 5000 } } });
  });

  it('a record-API comment keeps the field error beside the code', async () => {
    const v = await freshVideo(null);
    const { pb, record } = await freshUser();
    const body = refused(await attempt(() => pb.collection('comments').create({ video: v.id, user: record.id, content: ' ' }, { requestKey: null })), 400);
    expect(body.data.code).toBe('comment_empty');
    expect(body.data.content).toMatchObject({ code: 'validation_required' });
  });

  it('not found and sign-in refusals', async () => {
    const { pb } = await freshUser();
    const missing = refused(await call(pb, 'POST', '/api/reelhouse/library/lists/favourites/nosuchvideo0001'), 404);
    expect(missing).toMatchObject({ message: 'Video not found.', data: { code: 'video_not_found' } });
    const visitor = refused(await call(newClient(), 'GET', '/api/reelhouse/library/lists/favourites'), 401);
    expect(visitor).toMatchObject({ message: 'Sign in to use your library.', data: { code: 'library_sign_in' } });
  });
});

describe('error codes (JS hooks)', () => {
  it('guard and account refusals', async () => {
    const visitor = refused(await call(newClient(), 'GET', '/api/reelhouse/notifications'), 401);
    expect(visitor).toMatchObject({ message: 'Sign in to see your notifications.', data: { code: 'notifications_sign_in' } });
    const { pb } = await freshUser();
    const wrong = refused(await call(pb, 'POST', '/api/reelhouse/account/username', { username: uid('n_').slice(0, 12), current_password: 'not-the-password' }), 400);
    expect(wrong).toMatchObject({ message: 'Current password is incorrect.', data: { code: 'current_password_incorrect' } });
  });

  it('a reserved category slug: the code, its value and the field error', async () => {
    const su = await superuser();
    const body = refused(await attempt(() => su.collection('categories').create({ name: 'Trending again', slug: 'trending' }, { requestKey: null })), 400);
    expect(body.message).toBe('The slug "trending" is reserved. Please choose another one.');
    expect(body.data).toMatchObject({ code: 'category_slug_reserved', values: { slug: 'trending' }, slug: { code: 'validation_reserved_slug' } });
  });
});
