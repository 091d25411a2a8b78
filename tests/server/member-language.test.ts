// What the server writes to a member in their language (issue 27 §1): PocketBase's auth
// e-mails (internal/authmail) through a real SMTP exchange, and notices stored as a kind
// with parameters that the PWA renders in the reader's language (src/features/notifications/kinds.ts).
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { decodeMessage, startFakeSmtp } from '../e2e/fake-smtp';
import { attempt, client, freshUser, superuser, type Outcome } from './helpers';

const API = '/api/reelhouse';
const DAY = 86_400_000;

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}


/** The Subject header, MIME encoded-words decoded. */
function subjectOf(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return line.replace(/\r?\n[ \t]/g, ' ').replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeMessage(text.replace(/_/g, ' ')),
  );
}

describe('the member’s language', () => {
  it('sends a German member the password reset e-mail in German, leading to the German reset page', async () => {
    const smtp = await startFakeSmtp();
    const su = await superuser();
    const before = await su.settings.getAll();
    await su.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port: smtp.port, tls: false } });
    try {
      const de = await freshUser();
      await su.collection('users').update(de.record.id, { language: 'de' });
      const en = await freshUser();
      await de.pb.collection('users').requestPasswordReset(de.record.email as string);
      await en.pb.collection('users').requestPasswordReset(en.record.email as string);
      await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(2);
      const [german, english] = [de.record.email, en.record.email].map((to) => smtp.messages.find((m) => m.includes(`<${to as string}>`) || m.includes(`To: ${to as string}`))!);
      expect(german, 'the German member’s mail').toBeTruthy();
      expect(subjectOf(german!)).toMatch(/^Setze dein Passwort bei .+ zurück$/);
      const body = decodeMessage(german!);
      expect(body).toContain('Klicke auf die Schaltfläche unten, um dein Passwort zurückzusetzen.');
      expect(body).toMatch(/href="[^"]*\/de\/reset-password\?token=[A-Za-z0-9._-]+"/);
      expect(body).not.toContain('Click on the button below');
      // A member without a language (and no site default): PocketBase's English text.
      expect(subjectOf(english!)).toMatch(/^Reset your .+ password$/);
      expect(decodeMessage(english!)).toContain('Click on the button below to reset your password.');
    } finally {
      await su.settings.update({ smtp: before.smtp });
      await smtp.close();
    }
  });

  it('stores a server notice as a kind with parameters next to its English text', async () => {
    const soon = await freshUser();
    const su = await superuser();
    const until = new Date(Date.now() + 2 * DAY).toISOString().replace('T', ' ');
    await su.collection('users').update(soon.record.id, { premium_until: until, language: 'de' });
    expect((await call(await client('admin'), 'POST', '/admin/premium/reminders')).ok).toBe(true);
    const inbox = await call<any>(soon.pb, 'GET', '/notifications');
    const n = inbox.data.items[0];
    expect(n).toMatchObject({ kind: 'premium_ending', subject: 'Your premium membership ends soon' });
    // The English catalog renders exactly the English text the server stored with it.
    const en = JSON.parse(readFileSync('src/i18n/locales/en/notices.json', 'utf8')) as Record<string, string>;
    const day = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(n.params.until));
    expect(en['premium_ending.subject']).toBe(n.subject);
    expect(en['premium_ending.content']!.replace('{until}', day)).toBe(n.content);
    expect(Math.floor(new Date(n.params.until).getTime() / 1000)).toBe(Math.floor(new Date(until.replace(' ', 'T')).getTime() / 1000));
    // An admin's own message has no kind: shown as written.
    await call(await client('admin'), 'POST', '/notifications/send', { subject: 'Hallo', content: 'Wie geschrieben', target: 'users', recipient_ids: [soon.record.id] });
    const own = (await call<any>(soon.pb, 'GET', '/notifications')).data.items.find((x: any) => x.subject === 'Hallo');
    expect(own).toMatchObject({ kind: '', params: {}, content: 'Wie geschrieben' });
  });
});
