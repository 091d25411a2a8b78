import { describe, expect, it } from 'vitest';
import adminCatalog from '../../../i18n/locales/en/admin.json?raw';
import { NO_CDN, cdnSchema } from './cdn-schema';
import { secretsSchema } from './secrets-schema';

const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
const off = { local: false, doodstream: false, vidguard: false, streamtape: false };

describe('cdnSchema', () => {
  it('needs at least one player enabled (the spec text)', () => {
    expect(messages(cdnSchema.safeParse({ enabled: off, order: [] }))).toEqual([`enabled: ${NO_CDN}`]);
    expect(messages(cdnSchema.safeParse({ enabled: { ...off, streamtape: true }, order: ['streamtape'] }))).toEqual([]);
    expect(JSON.parse(adminCatalog)[NO_CDN]).toBe('At least one CDN must be enabled');
  });
  it('knows the players only', () => {
    expect(cdnSchema.safeParse({ enabled: { ...off, local: true }, order: ['youtube'] }).success).toBe(false);
  });
});

describe('secretsSchema', () => {
  it('needs one new value, blanks keeping theirs; values as typed', () => {
    expect(messages(secretsSchema.safeParse({ typed: { a: ' ', b: '' } }))).toEqual(['typed: settings.secrets.enter_one']);
    expect(secretsSchema.parse({ typed: { a: ' k ', b: '' } })).toEqual({ typed: { a: ' k ', b: '' } });
    expect(JSON.parse(adminCatalog)['settings.secrets.enter_one']).toBe('Enter at least one new value');
  });
});
