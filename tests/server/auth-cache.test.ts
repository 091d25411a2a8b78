// The server keeps the member of a recent token in memory (internal/authcache); a change to
// that member must be seen by the very next request with the same token, as when PocketBase
// read the member for every request.
import type PocketBase from 'pocketbase';
import { expect, it } from 'vitest';
import { attempt, freshUser, superuser } from './helpers';

const adminOnly = '/api/reelhouse/admin/bots';

/** Two signed-in reads of the member's own record: the second is served from the cache. */
async function warm(pb: PocketBase, id: string) {
  for (let i = 0; i < 2; i++) expect((await pb.collection('users').getOne(id)).id).toBe(id);
}

it('a role taken away is refused on the next request with the same token', async () => {
  const { record, pb } = await freshUser(['admin']);
  await warm(pb, record.id);
  expect((await attempt(() => pb.send(adminOnly, {}))).status).toBe(200);
  await (await superuser()).collection('users').update(record.id, { roles: [] });
  expect((await attempt(() => pb.send(adminOnly, {}))).status).toBe(403);
});

it('a new password or a deleted account ends the old token at once', async () => {
  const su = await superuser();
  const changed = await freshUser();
  await warm(changed.pb, changed.record.id);
  await su.collection('users').update(changed.record.id, { password: 'another-Passw0rd!', passwordConfirm: 'another-Passw0rd!' });
  expect((await attempt(() => changed.pb.collection('users').authRefresh())).status).toBe(401);

  const deleted = await freshUser();
  await warm(deleted.pb, deleted.record.id);
  await su.collection('users').delete(deleted.record.id);
  expect((await attempt(() => deleted.pb.collection('users').authRefresh())).status).toBe(401);
});
