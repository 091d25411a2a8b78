// The verification and e-mail change mails lead to the PWA's own pages (issue 27 §1), through
// a real SMTP exchange with the real binary: English as PocketBase wrote it but for the link
// (pb_hooks/mail.pb.js), German under /de/ (internal/authmail); and the links' tokens do
// what the pages ask of PocketBase.
import { describe, expect, it } from 'vitest';
import { decodeMessage, startFakeSmtp } from '../e2e/fake-smtp';
import { freshUser, newClient, superuser, TEST_PASSWORD } from './helpers';


const mailTo = (messages: string[], to: string) => messages.map(decodeMessage).find((m) => m.includes(`<${to}>`) || m.includes(`To: ${to}`));

describe('e-mail links', () => {
  it('verification and e-mail change mails link to /verify-email and /confirm-email (under /de/ in German)', async () => {
    const smtp = await startFakeSmtp();
    const su = await superuser();
    const before = await su.settings.getAll();
    await su.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port: smtp.port, tls: false } });
    try {
      const en = await freshUser();
      const de = await freshUser();
      await su.collection('users').update(en.record.id, { verified: false });
      await su.collection('users').update(de.record.id, { verified: false, language: 'de' });
      await en.pb.collection('users').requestVerification(en.record.email as string);
      await de.pb.collection('users').requestVerification(de.record.email as string);
      await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(2);

      const english = mailTo(smtp.messages, en.record.email as string)!;
      expect(english).toContain('Click on the button below to verify your email address.');
      const verify = /href="[^"]*\/verify-email\?token=([A-Za-z0-9._-]+)"/.exec(english);
      expect(verify, english).toBeTruthy();
      expect(english).not.toContain('/_/#/auth/');
      expect(english).not.toMatch(/\/(de|es|fr)\/verify-email/);
      const german = mailTo(smtp.messages, de.record.email as string)!;
      expect(german).toMatch(/href="[^"]*\/de\/verify-email\?token=[A-Za-z0-9._-]+"/);
      expect(german).not.toContain('/_/#/auth/');

      // The page's call: the token verifies the member.
      await newClient().collection('users').confirmVerification(verify![1]!);
      expect((await su.collection('users').getOne(en.record.id)).verified).toBe(true);

      const newAddress = `moved_${Date.now().toString(36)}@t.local`;
      await en.pb.collection('users').requestEmailChange(newAddress);
      await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(3);
      const change = mailTo(smtp.messages, newAddress)!;
      expect(change).toContain('Click on the button below to confirm your new email address.');
      const confirm = /href="[^"]*\/confirm-email\?token=([A-Za-z0-9._-]+)"/.exec(change);
      expect(confirm, change).toBeTruthy();
      expect(change).not.toContain('/_/#/auth/');
      await de.pb.collection('users').requestEmailChange(`de_${newAddress}`);
      await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(4);
      expect(mailTo(smtp.messages, `de_${newAddress}`)).toMatch(/href="[^"]*\/de\/confirm-email\?token=[A-Za-z0-9._-]+"/);

      // The page's call: the token and the password change the address.
      await newClient().collection('users').confirmEmailChange(confirm![1]!, TEST_PASSWORD);
      expect((await su.collection('users').getOne(en.record.id)).email).toBe(newAddress);
    } finally {
      await su.settings.update({ smtp: before.smtp });
      await smtp.close();
    }
  });
});
