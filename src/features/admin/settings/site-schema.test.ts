import { describe, expect, it } from 'vitest';
import adminCatalog from '../../../i18n/locales/en/admin.json?raw';
import type { SiteValue } from './api';
import { SITE_ERRORS, siteSchema } from './site-schema';

const ok: SiteValue = {
  site_name: 'Reelhouse',
  support_email: '',
  sepa: { account_holder: '', iban: '', bic: '', bank_name: '' },
  custodian: { name: '', title: '', address: '' },
  creator_terms: '',
};
const errors = (v: SiteValue) => Object.fromEntries((siteSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('siteSchema', () => {
  it('accepts the defaults: only the site name is required', () => {
    expect(errors(ok)).toEqual({});
  });
  it('needs a site name of at most 100 characters, one message at a time', () => {
    expect(errors({ ...ok, site_name: '  ' })).toEqual({ site_name: SITE_ERRORS.nameRequired });
    expect(errors({ ...ok, site_name: 'x'.repeat(101) })).toEqual({ site_name: SITE_ERRORS.nameLong });
    expect(errors({ ...ok, site_name: 'x'.repeat(100) })).toEqual({});
  });
  it('checks the e-mail, IBAN and BIC formats when given', () => {
    expect(errors({ ...ok, support_email: 'not mail' })).toEqual({ support_email: SITE_ERRORS.email });
    expect(errors({ ...ok, support_email: ' help@example.com ' })).toEqual({});
    expect(errors({ ...ok, sepa: { ...ok.sepa, iban: 'not an iban', bic: 'ABC' } })).toEqual({ 'sepa.iban': SITE_ERRORS.iban, 'sepa.bic': SITE_ERRORS.bic });
    expect(errors({ ...ok, sepa: { ...ok.sepa, iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' } })).toEqual({});
  });
  it('sends IBAN and BIC trimmed and upper-cased, the rest as typed', () => {
    const out = siteSchema.parse({ ...ok, site_name: ' R ', sepa: { ...ok.sepa, iban: ' de89 3704 0044 0532 0130 00 ', bic: 'cobadeff' } });
    expect(out.site_name).toBe(' R ');
    expect(out.sepa).toMatchObject({ iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFF' });
  });
  it('the texts are the English catalog texts the section shows', () => {
    const en = JSON.parse(adminCatalog) as Record<string, string>;
    expect(en['validation.site.name_required']).toBe(SITE_ERRORS.nameRequired);
    expect(en['validation.site.name_long']).toBe(SITE_ERRORS.nameLong);
    expect(en['validation.site.email']).toBe(SITE_ERRORS.email);
    expect(en['validation.site.iban']).toBe(SITE_ERRORS.iban);
    expect(en['validation.site.bic']).toBe(SITE_ERRORS.bic);
  });
});
