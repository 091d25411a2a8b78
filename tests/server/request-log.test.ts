// Successful catalog reads stay out of PocketBase's request log (docs/api.md "Request
// log"); their errors and other routes are still logged.
import { expect, it } from 'vitest';
import { rawGet, superuser, uid } from './helpers';

it('logs catalog errors and other routes, not successful catalog reads', async () => {
  const mark = uid('log');
  const quiet = [`/api/reelhouse/videos/trending?m=${mark}`, `/api/reelhouse/search?q=session&m=${mark}`, `/api/reelhouse/categories/trending/videos?m=${mark}`];
  for (const path of quiet) expect((await rawGet(path)).status).toBe(200);
  // The same path twice: the second answer comes from the response cache.
  expect((await rawGet(quiet[0]!)).status).toBe(200);
  const failed = `/api/reelhouse/videos/no-such-video-${mark}`;
  expect((await rawGet(failed)).status).toBe(404);
  const other = `/api/collections/categories/records?m=${mark}`;
  expect((await rawGet(other)).status).toBe(200);

  const pb = await superuser();
  // Logs are written in batches every few seconds: wait until the last request is in.
  let urls: string[] = [];
  for (let i = 0; i < 40 && !urls.includes(other); i++) {
    await new Promise((r) => setTimeout(r, 250));
    const logs = await pb.logs.getList(1, 50, { filter: pb.filter('data.url ~ {:mark}', { mark }) });
    urls = logs.items.map((l) => String(l.data.url));
  }
  expect(urls).toContain(other);
  expect(urls).toContain(failed);
  for (const path of quiet) expect(urls).not.toContain(path);
});
