import { describe, expect, it } from 'vitest';
import adminCatalog from '../../../i18n/locales/en/admin.json?raw';
import type { AdPreferences, Zone } from './api';
import { AD_ERRORS, adsSchema } from './ads-schema';

const zone = (z: Partial<Zone> = {}): Zone => ({ enabled: false, zone_id: '', zone_class: '', ...z });
const ok = (): AdPreferences => ({
  enabled: true,
  desktop: { skyscraper: zone(), sticky_banner: zone({ enabled: true, zone_id: 'z-1_a' }) },
  mobile: { popunder: zone() },
  juicyads: { banner: zone(), popunder: { enabled: false, script_url: '' } },
});
const errors = (v: AdPreferences) => Object.fromEntries((adsSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('adsSchema', () => {
  it('accepts zones off and blank, or on with an id', () => {
    expect(errors(ok())).toEqual({});
  });
  it("a zone id holds letters, digits, '_' and '-' only, and is required when its ad is on", () => {
    const v = ok();
    v.desktop.skyscraper = zone({ zone_id: 'a b' });
    v.mobile.popunder = zone({ enabled: true, zone_id: '  ' });
    v.juicyads.banner = zone({ enabled: true, zone_id: '<x>' });
    expect(errors(v)).toEqual({
      'desktop.skyscraper.zone_id': AD_ERRORS.zoneChars,
      'mobile.popunder.zone_id': AD_ERRORS.zoneRequired,
      'juicyads.banner.zone_id': AD_ERRORS.zoneChars,
    });
  });
  it('the popunder script is an https:// URL, required when on', () => {
    const v = ok();
    v.juicyads.popunder = { enabled: false, script_url: 'http://ads.example/p.js' };
    expect(errors(v)).toEqual({ 'juicyads.popunder.script_url': AD_ERRORS.scriptHttps });
    v.juicyads.popunder = { enabled: true, script_url: ' ' };
    expect(errors(v)).toEqual({ 'juicyads.popunder.script_url': AD_ERRORS.scriptRequired });
    v.juicyads.popunder = { enabled: true, script_url: 'https://ads.example:8443/p.js?z=1' };
    expect(errors(v)).toEqual({});
  });
  it('the texts are the English catalog texts the section shows', () => {
    const en = JSON.parse(adminCatalog) as Record<string, string>;
    expect(en['validation.ads.zone_chars']).toBe(AD_ERRORS.zoneChars);
    expect(en['validation.ads.zone_required']).toBe(AD_ERRORS.zoneRequired);
    expect(en['validation.ads.script_https']).toBe(AD_ERRORS.scriptHttps);
    expect(en['validation.ads.script_required']).toBe(AD_ERRORS.scriptRequired);
  });
});
