// Issue 9 item 7: `./reelhouse repair` recomputes every derived value and reports drift.
import { spawnSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import { BINARY, ROOT } from './launch.mjs';
import { client, superuser } from './helpers';
import { freshCategory, freshVideo } from './fixtures';

function repair(...args: string[]) {
  const res = spawnSync(BINARY, ['repair', '--dir', inject('dataDir'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}
const drift = (out: string, name: string) => Number(new RegExp(`^${name.replace(/[.()]/g, '\\$&')}\\s+(\\d+) drifted`, 'm').exec(out)?.[1] ?? NaN);

describe('reelhouse repair', () => {
  it('reports drift, fixes it, and finds none the second time', async () => {
    const su = await superuser();
    const cat = await freshCategory();
    const video = await freshVideo(null);
    await su.collection('videos').update(video.id, { categories: [cat.id] });
    const member = await client('member');
    await member.send(`/api/reelhouse/videos/${video.id}/rate`, { method: 'POST', body: { rating_type: 'like' } });
    const stats = await su.collection('video_stats').getFirstListItem(su.filter('video = {:v}', { v: video.id }));
    expect(stats.likes).toBe(1);

    // A counted view: its month row and the per-video row views_monthly is recomputed from.
    const viewed = await (await client('visitor')).send(`/api/reelhouse/videos/${video.id}/view`, { method: 'POST', body: {} });
    expect(viewed.counted).toBe(true);
    const month = new Date().toISOString().slice(0, 7);
    const siteMonth = await su.collection('views_monthly').getFirstListItem(su.filter('scope = "site" && month = {:m}', { m: month }));

    // Drift written past the hooks' rules (superusers bypass them).
    await su.collection('categories').update(cat.id, { video_count: 42 });
    await su.collection('video_stats').update(stats.id, { likes: 7, rating: 1 });
    await su.collection('views_monthly').update(siteMonth.id, { views: siteMonth.views + 1000 });

    const check = repair('--dry-run');
    expect(check.status, check.out).toBe(2);
    expect(drift(check.out, 'categories.video_count')).toBeGreaterThanOrEqual(1);
    expect(drift(check.out, 'video_stats likes, dislikes, rating (video_ratings)')).toBeGreaterThanOrEqual(1);
    expect(drift(check.out, 'views_monthly (video_month_views)')).toBeGreaterThanOrEqual(1);
    expect((await su.collection('categories').getOne(cat.id)).video_count).toBe(42); // dry run changed nothing

    const fixed = repair();
    expect(fixed.status, fixed.out).toBe(0);
    expect(fixed.out).toMatch(/drifted rows fixed/);
    expect((await su.collection('categories').getOne(cat.id)).video_count).toBe(1);
    const after = await su.collection('video_stats').getOne(stats.id);
    expect([after.likes, after.rating, after.total_ratings]).toEqual([1, 5, 1]);
    // Other suites may count views meanwhile: the repaired month is back near its real value.
    expect((await su.collection('views_monthly').getOne(siteMonth.id)).views).toBeLessThan(siteMonth.views + 1000);

    const again = repair('--dry-run');
    expect(again.status, again.out).toBe(0);
    expect(again.out).toMatch(/total: 0 drifted rows found/);
  });
});

// Issue 40 §5: PocketBase printed "unknown command" and exited 0, so a deploy script with a
// typo (or a command of a newer version) went on as if it had worked.
describe('reelhouse with an unknown command', () => {
  it('exits non-zero and says so', () => {
    const res = spawnSync(BINARY, ['no-such-command'], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('unknown command "no-such-command"');
  });
});
