// The admin's Performer records tab (issue 38 §1), at 1280 and 375 px: a creator's record
// made through the API waits for verification; the admin sees what to check, opens its
// documents (60-second links), is refused verifying an incomplete record in the server's
// words, verifies the complete one, and exports the video's records as a zip with a manifest.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { testImage } from '../server/media-fixtures';
import { freshVideo, makeUser, signIn, suCreate, tag, userToken } from './helpers';

/** A record of `owner` made as the creator would (not verified); no release: incomplete. */
async function record(request: APIRequestContext, owner: { id: string; email: string; password: string }, legal: string, complete: boolean) {
  const doc = { name: 'doc.png', mimeType: 'image/png', buffer: readFileSync(testImage('records-admin.png')) };
  const res = await request.post('/api/collections/performers/records', {
    headers: { Authorization: await userToken(request, owner.email, owner.password) },
    multipart: {
      owner: owner.id,
      legal_name: legal,
      stage_names: JSON.stringify([`Stage ${tag('s')}`]),
      date_of_birth: '1994-04-04 00:00:00.000Z',
      id_method: 'document',
      id_document: doc,
      ...(complete ? { release: doc } : {}),
      consent_recording: 'true',
      consent_publication: 'true',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

/** The names of a zip's entries, from its central directory. */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const names: string[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = zip.readUInt16LE(end + 10); i > 0; i--) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [n, x, c] = [zip.readUInt16LE(at + 28), zip.readUInt16LE(at + 30), zip.readUInt16LE(at + 32)];
    names.push(zip.subarray(at + 46, at + 46 + n).toString('utf8'));
    at += 46 + n + x + c;
  }
  return names;
}

test('an admin checks a performer record, verifies it and exports the video’s records', async ({ page, request }) => {
  test.setTimeout(90_000);
  const creator = await makeUser(request, ['creator']);
  const legal = `Legal ${tag('l')}`;
  const id = await record(request, creator, legal, true);
  const incomplete = `Incomplete ${tag('i')}`;
  await record(request, creator, incomplete, false);
  const video = await freshVideo(request);
  await suCreate(request, 'video_performers', { video: video.id, performer: id });

  await signIn(page, 'admin');
  await page.goto('/admin/dashboard?tab=performer-records');
  await expect(page.getByRole('heading', { level: 1, name: 'Performer records' })).toBeVisible();
  await page.getByLabel('Order', { exact: true }).selectOption('newest');
  const list = page.getByRole('list', { name: 'Performer records' });
  const row = list.getByTestId('performer-record').filter({ hasText: legal });
  await expect(row).toContainText('Awaiting verification');
  await expect(row).toContainText('years old');
  await expect(row).toContainText(creator.username);
  await expect(row).toContainText('Recording: yes');
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

  // The documents through their signed links.
  await row.getByRole('button', { name: 'Open documents' }).click();
  const docs = page.getByRole('dialog', { name: `Documents of ${legal}` });
  await expect(docs.getByRole('img', { name: `Signed release of ${legal}` })).toBeVisible();
  await expect(docs.getByRole('link', { name: 'Open ID document in a new tab' })).toHaveAttribute('href', /\/api\/reelhouse\/performer-documents\/.+sig=/);
  await page.keyboard.press('Escape');
  await expect(docs).toBeHidden();

  // The server refuses an incomplete record, and says why.
  await list.getByTestId('performer-record').filter({ hasText: incomplete }).getByRole('button', { name: 'Verify' }).click();
  let dialog = page.getByRole('dialog', { name: `Verify the record of ${incomplete}` });
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This record is incomplete (release)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Verify' }).click();
  dialog = page.getByRole('dialog', { name: `Verify the record of ${legal}` });
  await dialog.getByLabel('Notes for the audit log (optional)').fill('ID and release match');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Record of ${legal} verified`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel('Show', { exact: true }).selectOption('verified');
  await expect(row.getByRole('button', { name: 'Withdraw verification' })).toBeVisible();

  // The video's custodian-of-records package, by its slug.
  const form = page.getByRole('region', { name: 'Export records' });
  await form.getByLabel('Video id or slug').fill(video.slug);
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download zip' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^records-\d{8}-\d{6}\.zip$/);
  const zip = readFileSync(await file.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zipEntries(zip)).toContain('manifest.json');
  await expect(form).toContainText(`Saved ${file.suggestedFilename()}`);
});
