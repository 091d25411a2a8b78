import { describe, expect, it } from 'vitest';
import adminCatalog from '../../../i18n/locales/en/admin.json?raw';
import { addEngagementSchema, botUsersSchema, firstBadUsername } from './engagement-schema';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('botUsersSchema', () => {
  it('gives the names one per line, blanks dropped, lowercased, once each', () => {
    expect(botUsersSchema.parse({ usernames: ' Ann_1 \n\n\r\nbob_2\nann_1\n ' })).toEqual({ usernames: ['ann_1', 'bob_2'] });
  });
  it('needs at least one name', () => {
    expect(messages(botUsersSchema.safeParse({ usernames: ' \n\n ' }))).toEqual({ usernames: 'bots.enter_one' });
  });
  it('refuses a name outside 3-20 lowercase letters, digits and _; the form names the first one', () => {
    expect(messages(botUsersSchema.safeParse({ usernames: 'ok_name\nno spaces here\nab' }))).toEqual({ usernames: 'bots.invalid' });
    expect(firstBadUsername(['ok_name', 'no spaces here', 'ab'])).toBe('no spaces here');
    expect(messages(botUsersSchema.safeParse({ usernames: 'x'.repeat(21) }))).toEqual({ usernames: 'bots.invalid' });
    expect(botUsersSchema.safeParse({ usernames: 'abc\n' + 'x'.repeat(20) }).success).toBe(true);
  });
});

describe('addEngagementSchema', () => {
  const video = { id: 'v1', title: 'A video' };
  it('needs a video and a whole view count from 0 to 1,000,000 (blank is 0)', () => {
    expect(messages(addEngagementSchema.safeParse({ video: null, views: '-3', comments: '' }))).toEqual({
      video: 'engagement.select_video',
      views: 'engagement.views_invalid',
    });
    expect(messages(addEngagementSchema.safeParse({ video, views: '1.5', comments: '' }))).toEqual({ views: 'engagement.views_invalid' });
    expect(messages(addEngagementSchema.safeParse({ video, views: '1000001', comments: '' }))).toEqual({ views: 'engagement.views_invalid' });
    expect(addEngagementSchema.parse({ video, views: ' ', comments: 'hi' })).toEqual({ video, views: 0, comments: 'hi' });
    expect(addEngagementSchema.parse({ video, views: ' 25 ', comments: '' }).views).toBe(25);
  });
});

describe('messages', () => {
  it('are keys of the admin catalog', () => {
    const en = JSON.parse(adminCatalog) as Record<string, string>;
    for (const k of ['bots.enter_one', 'bots.invalid', 'engagement.select_video', 'engagement.views_invalid']) expect(en[k], k).toBeTruthy();
    expect(en['bots.invalid']).toContain('{name}');
  });
});
