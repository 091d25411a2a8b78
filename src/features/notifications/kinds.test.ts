import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/notices.json?raw';
import de from '../../i18n/locales/de/notices.json?raw';
import { noticeText } from './kinds';
import type { InboxItem } from './api';

// A t over the raw catalog: these messages only substitute {names}.
const tOf = (raw: string) => {
  const c = JSON.parse(raw) as Record<string, string>;
  return (key: string, values: Record<string, unknown> = {}) => (c[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
};
const item = (over: Partial<InboxItem>): InboxItem => ({ id: 'n1', subject: 'As written', content: 'Body as written', sender_email: '', created: '', read_at: '', ...over });

describe('noticeText', () => {
  it('renders a kind in the reader’s language, its date in that language', () => {
    const n = item({ kind: 'premium_ending', params: { until: '2026-11-28T10:00:00Z' }, subject: 'Your premium membership ends soon' });
    expect(noticeText(tOf(de), 'de', n)).toEqual({
      subject: 'Deine Premium-Mitgliedschaft endet bald',
      content: 'Deine Premium-Mitgliedschaft endet am 28. November 2026. Verlängere sie auf der Premium-Seite, um ohne Unterbrechung weiterzuschauen.',
    });
  });

  it('says in English what the server stored in English', () => {
    const n = item({ kind: 'premium_activated', params: { reference: 'RH-1', until: '2027-01-02T23:30:00Z' } });
    // The server formats the date in UTC ("January 2, 2027"); so does the PWA, whatever the zone.
    expect(noticeText(tOf(en), 'en', n).content).toBe('Thank you for your payment (RH-1). Your premium membership is active until January 2, 2027.');
  });

  it('adds the admin’s note to a failed payment only when there is one', () => {
    const with_ = item({ kind: 'payment_failed', params: { reference: 'RH-2', note: 'Kein Eingang' } });
    expect(noticeText(tOf(de), 'de', with_).content).toBe('Deine Zahlung RH-2 konnte nicht bestätigt werden, Premium wurde nicht aktiviert. Hinweis: Kein Eingang');
    const without = item({ kind: 'payment_failed', params: { reference: 'RH-2', note: '' } });
    expect(noticeText(tOf(en), 'en', without).content).toBe('Your payment RH-2 could not be confirmed and premium was not activated.');
  });

  it('renders a statement of reasons: what, why, the rule and how to appeal, in the reader’s language', () => {
    const params = { title: 'Clip', reference: 'RH-9', reason: 'Keine Lizenz.', decision: 'remove', rule: { id: 'copyright', url: '/terms#copyright' }, appeal_until: '2026-11-17T12:00:00Z' };
    const de_ = noticeText(tOf(de), 'de', item({ kind: 'video_removed', params }));
    expect(de_.content).toBe(
      '„Clip“ (Fall RH-9)\nEntscheidung: Dein Inhalt wurde von der Website entfernt.\nBegründung: Keine Lizenz.\n' +
        'Regel der Nutzungsbedingungen: Nur Inhalte, die dir gehören oder für die du eine Lizenz hast (DMCA-Richtlinie) (/terms#copyright)\n' +
        'Einspruch: einmal, bis 17. November 2026, in deinem Creator-Dashboard (Fälle). Über den Einspruch entscheidet eine andere Moderatorin oder ein anderer Moderator.',
    );
    const final = noticeText(tOf(en), 'en', item({ kind: 'appeal_decided', params: { ...params, decision: 'appeal_upheld', appeal_until: undefined } }));
    expect(final.subject).toBe('The decision on the appeal (case RH-9)');
    expect(final.content).toContain('the decision stands');
    expect(final.content).toContain('final on this site');
  });

  it('renders a reply notice in the reader’s language with a link to the video', () => {
    const one = item({ kind: 'comment_reply', params: { username: 'ana', count: 1, title: 'Clip', slug: 'clip-1', comment: 'c1' } });
    expect(noticeText(tOf(de), 'de', one)).toEqual({ subject: 'ana hat auf deinen Kommentar geantwortet', content: 'Zu „Clip“\n/video/clip-1' });
    const many = item({ kind: 'comment_reply', params: { username: 'ana', count: 3, title: 'Clip', slug: 'clip-1' } });
    expect(noticeText(tOf(en), 'en', many).subject).toContain('{count, plural');
  });

  it('shows a row without a known kind as written (an admin’s message, older rows, a newer kind)', () => {
    for (const kind of [undefined, '', 'kind_from_a_newer_server']) {
      expect(noticeText(tOf(de), 'de', item({ kind }))).toEqual({ subject: 'As written', content: 'Body as written' });
    }
  });
  it('a coalesced new_video notice counts its videos (one notice per creator per window)', () => {
    const keys: [string, Record<string, unknown>][] = [];
    const t = (key: string, values: Record<string, unknown> = {}) => (keys.push([key, values]), key);
    noticeText(t, 'en', item({ kind: 'new_video', params: { author: 'Ana', title: 'Third', slug: 'third', count: 3 } }));
    noticeText(t, 'en', item({ kind: 'new_video', params: { author: 'Ana', title: 'One', slug: 'one' } }));
    expect(keys).toEqual([
      ['new_video.subject_many', { author: 'Ana', count: 3 }],
      ['new_video.subject', { author: 'Ana' }],
    ]);
  });
});
