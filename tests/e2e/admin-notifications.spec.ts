// Admin Notifications tab: the spec's validation texts, sending to a chosen user found by
// e-mail (chosen ones drop out of the search), the member's inbox and the sent list.
import { expect, test } from './age-gate-accepted';
import { makeUser, signIn, tag, userToken } from './helpers';

test.describe('admin notifications', () => {
  test('validation: empty fields, then no recipient chosen; typed text stays', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=notifications');
    await page.getByRole('button', { name: 'Send Notification' }).click();
    await expect(page.getByText('Please fill in all fields')).toBeVisible();
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Content').fill('   ');
    await page.getByRole('button', { name: 'Send Notification' }).click();
    await expect(page.getByText('Please fill in all fields')).toBeVisible();
    await page.getByLabel('Content').fill('Body text');
    await page.getByLabel('Chosen users').check();
    await page.getByRole('button', { name: 'Send Notification' }).click();
    await expect(page.getByText('Please select at least one recipient')).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('Hello');
    await expect(page.getByLabel('Content')).toHaveValue('Body text');
  });

  test('sends to a chosen user found by e-mail; it reaches the inbox and the sent list', async ({ page, request }) => {
    const member = await makeUser(request);
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=notifications');
    const subject = `Hello ${tag('s')}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Content').fill('A message for you.');
    await page.getByLabel('Chosen users').check();
    const search = page.getByLabel('Search users by email');
    await search.fill(member.email.slice(0, 12));
    await page.getByRole('button', { name: `Add ${member.email}` }).click();
    await expect(page.getByRole('list', { name: 'Chosen recipients' }).getByText(member.email)).toBeVisible();
    // A chosen user is no longer offered.
    await search.fill(member.email);
    await expect(page.getByText('No users found')).toBeVisible();

    await page.getByRole('button', { name: 'Send Notification' }).dblclick();
    await expect(page.getByText('Notification sent to 1 recipient')).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByTestId('sent-list').getByText(subject)).toHaveCount(1);

    const token = await userToken(request, member.email);
    const inbox = (await (await request.get('/api/reelhouse/notifications', { headers: { Authorization: token } })).json()) as {
      items: { subject: string }[];
    };
    expect(inbox.items.map((n) => n.subject)).toEqual([subject]);
  });
});
