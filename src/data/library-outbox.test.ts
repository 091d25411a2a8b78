import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ReelhouseDB } from './db';
import { queuePosition } from './library-outbox';

let n = 0;
const dbs: ReelhouseDB[] = [];
function freshDb() {
  const d = new ReelhouseDB(`library-outbox-test-${++n}`);
  dbs.push(d);
  return d;
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((d) => d.delete()));
});

const rows = async (d: ReelhouseDB) =>
  (await d.outbox.orderBy('seq').toArray()).map((e) => ({ user: e.userId, ...(e.payload as { video: string; position: number }) }));

describe('queuePosition', () => {
  it('keeps only the newest unsent position per member and video', async () => {
    const d = freshDb();
    await queuePosition(d, 'm1', 'v1', 10);
    await queuePosition(d, 'm1', 'v2', 5);
    await queuePosition(d, 'm2', 'v1', 7); // another member's stays
    await queuePosition(d, 'm1', 'v1', 20);
    expect(await rows(d)).toEqual([
      { user: 'm1', video: 'v2', position: 5 },
      { user: 'm2', video: 'v1', position: 7 },
      { user: 'm1', video: 'v1', position: 20 },
    ]);
  });

  it('leaves an entry already being tried alone (its send may be on the wire)', async () => {
    const d = freshDb();
    await queuePosition(d, 'm1', 'v1', 10);
    const first = (await d.outbox.toArray())[0]!;
    await d.outbox.update(first.seq!, { attempts: 1 });
    await queuePosition(d, 'm1', 'v1', 20);
    expect((await rows(d)).map((r) => r.position)).toEqual([10, 20]);
  });
});
