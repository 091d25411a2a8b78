import { describe, expect, it } from 'vitest';
import adminCatalog from '../../../i18n/locales/en/admin.json?raw';
import { bannerSchema, partnerSchema, type PartnerValues } from './partner-schema';

const ok: PartnerValues = { name: ' Acme ', url: ' https://acme.example ', description: ' d ', display_in_header: false, display_in_footer: true, banner: null, removeBanner: false };
const issues = (v: unknown) => (partnerSchema.safeParse(v).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('partnerSchema', () => {
  it('trims the texts for saving', () => {
    expect(partnerSchema.parse(ok)).toEqual({ ...ok, name: 'Acme', url: 'https://acme.example', description: 'd' });
  });
  it('needs a name and an http(s) URL', () => {
    expect(issues({ ...ok, name: '  ' })).toHaveLength(1);
    expect(issues({ ...ok, url: 'not a url' })).toEqual(['url: validation.partner.url']);
    expect(issues({ ...ok, url: 'javascript:alert(1)' })).toEqual(['url: validation.partner.url']);
    expect(issues({ ...ok, url: 'ftp://acme.example' })).toEqual(['url: validation.partner.url']);
    expect(issues({ ...ok, url: 'http://acme.example/x' })).toEqual([]);
  });
  it('takes a JPEG, PNG or WebP banner only', () => {
    expect(bannerSchema.safeParse(new File(['x'], 'b.png', { type: 'image/png' })).success).toBe(true);
    expect(bannerSchema.safeParse(new File(['x'], 'b.jpg', { type: 'image/jpeg' })).success).toBe(true);
    expect(bannerSchema.safeParse(null).success).toBe(true);
    expect(bannerSchema.safeParse(new File(['x'], 'b.gif', { type: 'image/gif' })).error?.issues[0]?.message).toBe('validation.partner.banner_type');
  });
  it('messages are the catalog texts', () => {
    const en = JSON.parse(adminCatalog) as Record<string, string>;
    expect(en['validation.partner.url']).toBe('Please enter a valid URL (https://...)');
    expect(en['validation.partner.banner_type']).toBe('Banner must be a JPEG, PNG or WebP image');
  });
});
