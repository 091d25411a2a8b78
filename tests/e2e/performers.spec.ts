// Performer records (issue 38 §1) and performer pages (issue 41 §4), at 1280 and 375 px:
// a creator adds a performer with their release in the upload form and uploads; the video
// waits until an admin verifies the record, then is public and linked from the watch page
// to the performer's page (stage name only); an admin exports the video's records. Then the
// video manager: a video waiting for records gets its production date and a performer from
// the edit dialog, and goes live for its creator when the admin verifies the record.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { testImage, testVideo } from '../server/media-fixtures';
import { fillUploadRecords, makeUser, signInWithPassword, suToken, tag, userToken } from './helpers';

test('a creator adds a performer with a release and uploads; once verified the video is public with a performer page; the admin exports its records', async ({ page, request }) => {
  test.setTimeout(180_000);
  const creator = await makeUser(request, ['creator']);
  await signInWithPassword(page, creator.email, creator.password);
  await page.goto('/creator/dashboard?tab=videos&upload=1');
  const form = page.getByTestId('upload-form');
  const title = `Records ${tag('r')}`;
  const stage = `Stage ${tag('s')}`;
  await form.getByLabel('Video Title *').fill(title);
  await form.getByLabel('Author *').fill('E2E Records');
  await form.getByTestId('thumbnail-input').setInputFiles(testImage('records-thumb.png'));
  await form.getByTestId('video-input').setInputFiles(testVideo('records.mp4', 2));

  // A new performer record with its documents and consents, from the form itself.
  const records = form.getByTestId('performer-records');
  await records.getByRole('button', { name: 'Add a performer record' }).click();
  const add = records.getByTestId('new-performer');
  await add.getByLabel('Legal name').fill('Erin Example');
  await add.getByLabel('Stage names (comma-separated)').fill(stage);
  await add.getByLabel('Date of birth').fill('1994-04-04');
  await add.getByLabel('Photo of a government ID').setInputFiles(testImage('records-id.png'));
  await add.getByLabel('Signed release').setInputFiles(testImage('records-release.png'));
  await add.getByRole('button', { name: 'Save record' }).click();
  await expect(add.getByText('Recording and publication need the performer’s consent.')).toBeVisible();
  await add.getByLabel('Consents to being recorded').check();
  await add.getByLabel('Consents to publication').check();
  await add.getByRole('button', { name: 'Save record' }).click();
  const choice = records.getByTestId('performer-choice').filter({ hasText: stage });
  await expect(choice.getByRole('checkbox')).toBeChecked();
  await expect(choice).toContainText('awaiting verification');
  await fillUploadRecords(form);
  await form.getByRole('button', { name: 'Upload Video' }).click();
  await expect(page.getByText('Video uploaded successfully')).toBeVisible({ timeout: 60_000 });

  // Unverified: made, listed for its creator with the reason, not public.
  const su = { Authorization: await suToken(request) };
  const found = await (await request.get(`/api/collections/videos/records?filter=${encodeURIComponent(`title="${title}"`)}`, { headers: su })).json();
  const video = found.items[0] as { id: string; slug: string };
  const row = page.getByTestId('managed-video').filter({ hasText: title });
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('moderation-state')).toHaveAttribute('data-state', 'performers', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('Waiting for verified performer records');
  expect((await request.get(`/api/reelhouse/videos/${video.slug}`)).status()).toBe(404);

  // The admin verifies the record: the video is published.
  const link = (await (await request.get(`/api/collections/video_performers/records?filter=${encodeURIComponent(`video="${video.id}"`)}`, { headers: su })).json()).items[0] as { performer: string };
  const admin = await makeUser(request, ['admin']);
  const adminAuth = { Authorization: await userToken(request, admin.email, admin.password) };
  expect((await request.post(`/api/reelhouse/admin/performers/${link.performer}/verify`, { headers: adminAuth, data: { notes: 'ID matches' } })).ok()).toBe(true);

  // Watch page → performer page, under the stage name only.
  await page.goto(`/video/${video.slug}`);
  const chip = page.getByTestId('watch-performers').getByRole('link', { name: stage });
  await chip.click();
  await expect(page).toHaveURL(/\/performer\//);
  await expect(page.getByRole('heading', { level: 1, name: stage })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText('Erin Example')).toHaveCount(0);

  // The custodian-of-records package of this video: a zip, for admins only.
  const zip = await request.get(`/api/reelhouse/admin/records/export?video=${video.id}`, { headers: adminAuth });
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
  const creatorAuth = { Authorization: await userToken(request, creator.email, creator.password) };
  expect((await request.get(`/api/reelhouse/admin/records/export?video=${video.id}`, { headers: creatorAuth })).status()).toBe(403);
});

test('a waiting video gets its date and a performer in the video manager; verified, it goes live for its creator', async ({ page, request }) => {
  test.setTimeout(90_000);
  const creator = await makeUser(request, ['creator']);
  const auth = { Authorization: await userToken(request, creator.email, creator.password) };
  // A record the creator made earlier (complete, not verified yet) and a video made before
  // it, with no production date and nobody linked: waiting, off the site.
  const stage = `Stage ${tag('m')}`;
  const doc = { name: 'doc.png', mimeType: 'image/png', buffer: readFileSync(testImage('records-manager.png')) };
  const rec = await request.post('/api/collections/performers/records', {
    headers: auth,
    multipart: {
      owner: creator.id, legal_name: 'Mia Manager', stage_names: JSON.stringify([stage]), date_of_birth: '1992-02-02 00:00:00.000Z',
      id_method: 'document', id_document: doc, release: doc, consent_recording: 'true', consent_publication: 'true',
    },
  });
  expect(rec.ok(), await rec.text()).toBe(true);
  const performer = ((await rec.json()) as { id: string }).id;
  const title = `Waiting ${tag('w')}`;
  const made = await request.post('/api/collections/videos/records', { headers: auth, data: { title, slug: tag('waiting'), author: 'E2E', creator: creator.id } });
  expect(made.ok(), await made.text()).toBe(true);
  const video = (await made.json()) as { id: string; slug: string; moderation: string };
  expect(video.moderation).toBe('performers');

  await signInWithPassword(page, creator.email, creator.password);
  await page.goto('/creator/dashboard?tab=videos');
  const row = page.getByTestId('managed-video').filter({ hasText: title });
  await expect(row.getByTestId('moderation-state')).toHaveText('Waiting for verified performer records: not public yet');
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Video' });
  const state = dialog.getByTestId('records-state');
  await expect(state).toContainText('Waiting for performer records: not public yet.');
  await expect(state.getByRole('listitem')).toHaveText(['No production date.', 'No performer is linked.']);

  await dialog.getByLabel('Production date', { exact: true }).fill('2024-06-01');
  await dialog.getByRole('button', { name: 'Save date' }).click();
  await expect(state.getByRole('listitem')).toHaveText(['No performer is linked.']);
  await dialog.getByTestId('performer-choice').filter({ hasText: stage }).getByRole('checkbox').check();
  await expect(state.getByRole('listitem')).toHaveText([`${stage}: the record awaits verification by an admin.`]);
  await expect(dialog.getByTestId('performer-choice').filter({ hasText: stage }).getByRole('checkbox')).toBeChecked();
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  // Usable at 360 px: the dialog scrolls; nothing in it sticks out sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await dialog.getByRole('button', { name: 'Add a performer record' }).click(); // its file inputs are the widest part
  await expect(dialog.getByTestId('new-performer')).toBeVisible();
  const scrollsSideways = await dialog.evaluate((d) =>
    [d, ...d.querySelectorAll('*')].filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1).map((el) => {
      const wide = [...el.querySelectorAll('*')].filter((c) => c.getBoundingClientRect().right > el.getBoundingClientRect().right + 1).map((c) => `${c.tagName}.${c.className} ${Math.round(c.getBoundingClientRect().width)}`);
      return `${el.tagName}.${el.className} ${el.scrollWidth}>${el.clientWidth}: ${wide.slice(0, 8).join(' | ')}`;
    }),
  );
  expect(scrollsSideways).toEqual([]);
  expect(await dialog.evaluate((d) => d.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
  await dialog.getByTestId('new-performer').getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await request.get(`/api/reelhouse/videos/${video.slug}`)).status()).toBe(404);

  // The admin verifies the record: the video is published, and its creator sees it live.
  const admin = await makeUser(request, ['admin']);
  const adminAuth = { Authorization: await userToken(request, admin.email, admin.password) };
  expect((await request.post(`/api/reelhouse/admin/performers/${performer}/verify`, { headers: adminAuth, data: {} })).ok()).toBe(true);
  await expect(row.getByTestId('moderation-state')).toHaveCount(0);
  expect((await request.get(`/api/reelhouse/videos/${video.slug}`)).status()).toBe(200);
});
