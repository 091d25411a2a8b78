// A host without its keys gets no publish job (issue 26.1): on a fresh install the hosts
// are enabled by the defaults but have no keys, so an upload is published nowhere but our
// own server instead of retrying "Failed to get Doodstream upload URL" forever. The video
// manager learns why (GET /api/reelhouse/hosts) and the admin dashboard lists what is
// missing (GET /api/reelhouse/admin/setup-notices).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage, testVideo } from './media-fixtures';
import { ownServer, setSecret, type OwnServer } from './own-server';
import { finish, tusUpload, waitFor } from './upload-client';

let s: OwnServer;
let creator: { id: string; token: string };
let member: { id: string; token: string };
let admin: { id: string; token: string };

const get = (path: string, token?: string) => fetch(`${s.baseUrl}${path}`, { headers: token ? { Authorization: token } : {} });
const jobsOf = async (video: string): Promise<{ kind: string; state: string }[]> =>
  (await s.su(`/api/collections/jobs/records?perPage=50&filter=${encodeURIComponent(`video="${video}"`)}`)).items;

async function upload(title: string) {
  const url = await tusUpload(s.baseUrl, creator.token, testVideo('gating.mp4', 3));
  const r = await finish(url, creator.token, { title, author: 'Test Author', thumbnail: testImage() });
  expect(r.status).toBe(200);
  const { job, video } = (await r.json()) as { job: string; video: string };
  await waitFor(`process ${job}`, async () => (await s.su(`/api/collections/jobs/records/${job}`)).state === 'done', 60_000);
  return video;
}

beforeAll(async () => {
  s = await ownServer({ REELHOUSE_JOB_BACKOFF: '100ms' });
  creator = await s.user('pg_creator', ['creator']);
  member = await s.user('pg_member', []);
  admin = await s.user('pg_admin', ['admin']);
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

describe('publish gating', () => {
  it('queues no publish job for an enabled host without its key, and one once the key is set', async () => {
    const hosts = await (await get('/api/reelhouse/hosts', creator.token)).json();
    expect(hosts).toEqual({
      doodstream: { enabled: true, ready: false },
      vidguard: { enabled: true, ready: false },
      streamtape: { enabled: true, ready: false },
    });
    const bare = await upload('No keys yet');
    // Our own jobs only (processing, preview, sprite, the HLS ladder's rungs): no publish_*.
    expect((await jobsOf(bare)).map((j) => j.kind).filter((k) => k.startsWith('publish_'))).toEqual([]);
    expect((await jobsOf(bare)).map((j) => j.kind)).toEqual(expect.arrayContaining(['preview', 'process', 'sprite']));

    // A key makes that host ready: the next upload gets its job (it fails against the
    // unreachable default base URL, which is not what this test is about).
    await setSecret(s, 'vidguard_api_key', 'vg-key');
    expect((await (await get('/api/reelhouse/hosts', admin.token)).json()).vidguard).toEqual({ enabled: true, ready: true });
    const keyed = await upload('VidGuard keyed');
    expect((await jobsOf(keyed)).map((j) => j.kind)).toContain('publish_vidguard');
    expect((await jobsOf(keyed)).map((j) => j.kind)).not.toContain('publish_doodstream');
    await setSecret(s, 'vidguard_api_key', '');
  });

  it('host readiness is for uploaders only, and never carries a key', async () => {
    expect((await get('/api/reelhouse/hosts')).status).toBe(401);
    expect((await get('/api/reelhouse/hosts', member.token)).status).toBe(403);
  });

  it('the admin set-up notices name each enabled host without a key and each unusable payment method', async () => {
    expect((await get('/api/reelhouse/admin/setup-notices', creator.token)).status).toBe(403);
    const { notices } = (await (await get('/api/reelhouse/admin/setup-notices', admin.token)).json()) as { notices: { key: string; link: string }[] };
    // mail_off / mail_smtp follow the shared server's mail setting (email-links.test.ts turns it on for a while).
    expect(notices.map((n) => n.key).filter((k) => !k.startsWith('mail_'))).toEqual(['host_doodstream', 'host_vidguard', 'host_streamtape', 'payment_crypto', 'payment_sepa']);
    expect(notices.filter((n) => !n.key.startsWith('mail_')).every((n) => n.link === '/admin/dashboard?tab=settings')).toBe(true);
  });
});
