import { describe, expect, it } from 'vitest';
import adminCatalog from '../../../i18n/locales/en/admin.json?raw';
import { SEND_ERRORS, sendSchema, type SendValues } from './send-schema';

const ok: SendValues = { subject: ' Hello ', content: ' Body ', target: 'all', chosen: [] };
const issues = (v: SendValues) => (sendSchema.safeParse(v).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('sendSchema', () => {
  it('needs a non-blank subject and content, the first blank one named', () => {
    expect(issues({ ...ok, subject: ' ' })).toEqual([`subject: ${SEND_ERRORS.fields}`]);
    expect(issues({ ...ok, subject: '', content: '' })).toEqual([`subject: ${SEND_ERRORS.fields}`]);
    expect(issues({ ...ok, content: '\n ' })).toEqual([`content: ${SEND_ERRORS.fields}`]);
  });
  it('needs a recipient when sending to chosen users only', () => {
    expect(issues({ ...ok, target: 'users' })).toEqual([`chosen: ${SEND_ERRORS.recipient}`]);
    expect(issues({ ...ok, target: 'users', chosen: [{ id: 'u1', email: 'a@b.c', username: 'a' }] })).toEqual([]);
    expect(issues({ ...ok, target: 'creators' })).toEqual([]);
  });
  it('gives the subject and content trimmed', () => {
    expect(sendSchema.parse(ok)).toEqual({ subject: 'Hello', content: 'Body', target: 'all', chosen: [] });
  });
  it('the spec texts are the English catalog texts the tab shows', () => {
    const en = JSON.parse(adminCatalog) as Record<string, string>;
    expect(en['validation.notification.fields']).toBe(SEND_ERRORS.fields);
    expect(en['validation.notification.recipient']).toBe(SEND_ERRORS.recipient);
  });
});
