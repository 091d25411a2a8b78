// Accounts: sign-up validation, sign-in, settings, reset request, notifications.
import type { Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { decodeMessage, startFakeSmtp } from './fake-smtp';
import { PASSWORD, makeUser, suToken, tag, userToken } from './helpers';

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function openAccount(page: Page) {
  await page.getByRole('button', { name: /^Account/ }).click();
}

test.describe('accounts', () => {
  test('sign-up shows each validation message, then the account is ready (no SMTP: no e-mail claimed)', async ({ page, request }) => {
    await page.goto('/signup');
    const form = page.locator('form');
    await form.getByLabel('Username').fill('ab');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill('123');
    await form.getByLabel('Confirm Password').fill('124');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Username must be 3-20 characters long and can only contain lowercase letters, numbers, and underscores')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    const taken = await makeUser(request);
    await form.getByLabel('Username').fill(taken.username);
    await form.getByLabel('Email').fill(`${tag('n')}@e2e.local`);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('This username is already taken. Please choose another one.')).toBeVisible();

    await form.getByLabel('Username').fill(tag('n'));
    await form.getByLabel('Email').fill(taken.email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('This email is already registered. Please log in instead.')).toBeVisible();

    await form.getByLabel('Email').fill(`${tag('n')}@e2e.local`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The test server has no SMTP: nothing is sent, so nothing may claim it was.
    await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible();
    await expect(page.getByText(/We sent|Check your email/)).toHaveCount(0);
  });

  test('wrong password is refused; the right one signs in', async ({ page, request }) => {
    const u = await makeUser(request);
    await signIn(page, u.email, 'wrong-password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  });

  test('settings: username, e-mail and password (wrong current password refused)', async ({ page, request }) => {
    const u = await makeUser(request);
    await signIn(page, u.email);
    await openAccount(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account Settings' });

    await dialog.getByText('Change Username').click();
    const newName = tag('r');
    await dialog.getByLabel('New Username').fill(newName);
    await dialog.getByLabel('Current Password').first().fill('nope-nope');
    await dialog.getByRole('button', { name: 'Update Username' }).click();
    await expect(dialog.getByText('Current password is incorrect', { exact: true })).toBeVisible();
    await dialog.getByLabel('Current Password').first().fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Update Username' }).click();
    await expect(dialog.getByText('Username updated successfully')).toBeVisible();
    await expect(dialog.getByText(`Current: @${newName}`)).toBeVisible();
    await expect(dialog.getByText('Username updated successfully')).toBeHidden({ timeout: 5000 });

    await dialog.getByText('Change Email').click();
    await dialog.getByLabel('New Email').fill(`${tag('m')}@e2e.local`);
    await dialog.getByRole('button', { name: 'Update Email' }).click();
    await expect(dialog.getByText('Email update confirmation sent to your new email address')).toBeVisible();

    await dialog.getByText('Change Password').click();
    const pw = dialog.locator('form').nth(2);
    await pw.getByLabel('Current Password').fill('wrong-current');
    await pw.getByLabel('New Password', { exact: true }).fill('brand-new-1');
    await pw.getByLabel('Confirm New Password').fill('brand-new-1');
    await pw.getByRole('button', { name: 'Update Password' }).click();
    await expect(pw.getByText('Current password is incorrect')).toBeVisible();
    await pw.getByLabel('Current Password').fill(PASSWORD);
    await pw.getByLabel('Confirm New Password').fill('brand-new-2');
    await pw.getByRole('button', { name: 'Update Password' }).click();
    await expect(pw.getByText('New passwords do not match')).toBeVisible();
    await pw.getByLabel('Confirm New Password').fill('brand-new-1');
    await pw.getByRole('button', { name: 'Update Password' }).click();
    await expect(pw.getByText('Password updated successfully')).toBeVisible();
    expect(await userToken(request, u.email, 'brand-new-1')).toBeTruthy();
  });

  test('reset request for an unknown e-mail', async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(`${tag('nobody')}@e2e.local`);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('No account found with this email address')).toBeVisible();
  });

  test('with SMTP: the reset link sets a new password (length and match checked), then goes to log in', async ({ page, request }, info) => {
    test.skip(info.project.name !== 'desktop', 'changes mail settings');
    const u = await makeUser(request);
    const smtp = await startFakeSmtp();
    const su = { Authorization: await suToken(request) };
    const on = await request.patch('/api/settings', { headers: su, data: { smtp: { enabled: true, host: '127.0.0.1', port: smtp.port, tls: false } } });
    expect(on.ok(), await on.text()).toBe(true);
    try {
      await page.goto('/reset-password');
      await page.getByLabel('Email').fill(` ${u.email} `);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText(`We sent a link to reset your password to ${u.email}.`)).toBeVisible();
      await expect.poll(() => smtp.messages.length).toBe(1);
      const token = decodeMessage(smtp.messages[0]!).match(/reset-password\?token=([A-Za-z0-9._-]+)/)?.[1];
      expect(token, 'the e-mail carries the PWA reset link').toBeTruthy();

      await page.goto(`/reset-password?token=${token}`);
      const save = page.getByRole('button', { name: 'Update Password' });
      await expect(save).toBeDisabled();
      await page.getByLabel('New Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm New Password').fill('other');
      await save.click();
      await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
      await page.getByLabel('New Password', { exact: true }).fill('reset-new-1');
      await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long'); // until the next try
      await save.click();
      await expect(page.getByRole('alert')).toHaveText('New passwords do not match');
      await page.getByLabel('Confirm New Password').fill('reset-new-1');
      await save.click();
      await expect(page.getByText('Password updated successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await userToken(request, u.email, 'reset-new-1')).toBeTruthy();
    } finally {
      await request.patch('/api/settings', { headers: su, data: { smtp: { enabled: false } } });
      await smtp.close();
    }
  });

  test('a notification sent by an admin shows its badge and is marked read', async ({ page, request }) => {
    const member = await makeUser(request);
    const admin = await makeUser(request, ['admin']);
    await signIn(page, member.email);
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await page.keyboard.press('Escape');

    const token = await userToken(request, admin.email);
    const subject = `Hello ${tag('s')}`;
    const res = await request.post('/api/reelhouse/notifications/send', {
      headers: { Authorization: token },
      data: { subject, content: 'Body of the notice', target: 'users', recipient_ids: [member.id] },
    });
    expect(res.ok()).toBe(true);
    const badge = page.getByTestId('unread-badge');
    await expect(badge).toHaveText('1', { timeout: 15_000 });

    await openAccount(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await dialog.getByRole('button', { name: new RegExp(subject) }).click();
    await expect(dialog.getByRole('heading', { name: subject })).toBeVisible();
    await expect(dialog.getByText('Body of the notice')).toBeVisible();
    await expect(dialog.getByText(/From .*ago|From .*now/)).toBeVisible();
    await expect(badge).toHaveCount(0);
  });
});
