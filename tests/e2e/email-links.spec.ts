// The verification and e-mail change links lead to the site's own pages (issue 27 §1), over
// the fake SMTP server: the mail's link opens /verify-email or /confirm-email in the PWA
// (under /de/ for a German member, with the page in German), and what the page says is true
// on the server (the member verified; the new address signs in, the old one no longer).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { decodeMessage, startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { PASSWORD, makeUser, suToken, tag } from './helpers';

let smtp: FakeSmtp;
let su: { Authorization: string };

// Mail settings are the server's: on for this file only (workers: 1, so no other spec runs
// meanwhile), off again after, as the other specs expect.
test.beforeAll(async ({ request }) => {
  smtp = await startFakeSmtp();
  su = { Authorization: await suToken(request) };
  const on = await request.patch('/api/settings', { headers: su, data: { smtp: { enabled: true, host: '127.0.0.1', port: smtp.port, tls: false } } });
  expect(on.ok(), await on.text()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.patch('/api/settings', { headers: su, data: { smtp: { enabled: false } } });
  await smtp.close();
});

/** The link of the next mail sent to `to` whose path is `page` (the token is checked too). */
async function linkTo(to: string, page: string): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      const mail = smtp.messages.map(decodeMessage).find((m) => m.includes(to) && m.includes(`${page}?token=`));
      found = mail?.match(new RegExp(`https?://[^\\s"]*${page}\\?token=[A-Za-z0-9._-]+`))?.[0] ?? '';
      return found;
    }, { message: `a mail to ${to} with a ${page} link` })
    .not.toBe('');
  expect(found, 'not PocketBase dashboard page').not.toContain('/_/');
  const url = new URL(found);
  return url.pathname + url.search;
}

async function userByEmail(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/collections/users/records?filter=${encodeURIComponent(`email='${email}'`)}`, { headers: su });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: { id: string; verified: boolean; email: string }[] }).items[0];
}

async function signUp(page: Page, prefix: '' | '/de', labels: { username: string; email: string; password: string; confirm: string; create: string }) {
  const name = tag('v');
  const email = `${name}@e2e.local`;
  await page.goto(`${prefix}/signup`);
  const form = page.locator('form');
  await form.getByLabel(labels.username).fill(name);
  await form.getByLabel(labels.email).fill(email);
  await form.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(labels.confirm).fill(PASSWORD);
  await page.getByRole('button', { name: labels.create }).click();
  return email;
}

test.describe('e-mail links open the site', () => {
  test('sign up, open the verification link: verified, and a used link offers a new one', async ({ page, request }) => {
    const email = await signUp(page, '', { username: 'Username', email: 'Email', password: 'Password', confirm: 'Confirm Password', create: 'Create Account' });
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const link = await linkTo(email, '/verify-email');
    expect(link).toMatch(/^\/verify-email\?token=/);
    expect((await userByEmail(request, email))?.verified).toBe(false);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Verify Email' })).toBeVisible();
    await expect(page.getByText('Your email address has been verified.')).toBeVisible();
    expect((await userByEmail(request, email))?.verified).toBe(true);
    await page.getByRole('link', { name: 'Go to Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();

    // Opened again (or expired, or mistyped): said plainly, with a way to a new link.
    await page.goto('/verify-email?token=not-a-token');
    await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');
    const field = page.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveValue(email); // the signed-in member's address
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText(`A new verification link has been sent to ${email}.`)).toBeVisible();
  });

  test('in German: the link leads to /de/verify-email and the page speaks German', async ({ page, request }) => {
    const email = await signUp(page, '/de', { username: 'Benutzername', email: 'E-Mail', password: 'Passwort', confirm: 'Passwort bestätigen', create: 'Konto erstellen' });
    await expect(page.getByRole('heading', { name: 'Prüfe dein E-Mail-Postfach' })).toBeVisible();
    const link = await linkTo(email, '/verify-email');
    expect(link).toMatch(/^\/de\/verify-email\?token=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
    await expect(page.getByText('Deine E-Mail-Adresse ist bestätigt.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/de/login');
    expect((await userByEmail(request, email))?.verified).toBe(true);
  });

  test('change the e-mail in Account Settings, confirm it with the password, sign in with the new address', async ({ page, request }) => {
    const u = await makeUser(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(u.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account Settings' });
    await dialog.getByText('Change Email').click();
    const next = `${tag('n')}@e2e.local`;
    await dialog.getByLabel('New Email').fill(next);
    await dialog.getByRole('button', { name: 'Update Email' }).click();
    await expect(dialog.getByText('Email update confirmation sent to your new email address')).toBeVisible();
    await page.keyboard.press('Escape');

    const link = await linkTo(next, '/confirm-email');
    expect(link).toMatch(/^\/confirm-email\?token=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Confirm New Email' })).toBeVisible();
    const confirm = page.getByRole('button', { name: 'Confirm Email' });
    await expect(confirm).toBeDisabled();
    await page.getByLabel('Current Password').fill('not-the-password');
    await confirm.click();
    await expect(page.getByRole('alert')).toHaveText('Current password is incorrect');
    expect((await userByEmail(request, u.email))?.email).toBe(u.email);

    await page.getByLabel('Current Password').fill(PASSWORD);
    await confirm.click();
    await expect(page.getByText('Your email address has been changed. Please log in again with your new address.')).toBeVisible();
    // PocketBase ended the session: the page's own session too.
    await expect(page.getByRole('button', { name: /^Account/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Go to Log In' }).click();
    await page.getByLabel('Email').fill(u.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.getByLabel('Email').fill(next);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();

    // The link is spent: a second use says so.
    await page.goto(link);
    await page.getByLabel('Current Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm Email' }).click();
    await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');
  });
});
