import { describe, expect, it } from 'vitest';
import { decideLocale, fromBrowser, localizedPath, prefixOf, RTL_PSEUDO, stripPrefix } from './languages';
import { formatDate, formatNumber, formatPrice, formatRelative } from './format';

const base = { pathname: '/', stored: null, browser: [] as string[], siteDefault: null };

describe('language choice (issue 27 §3)', () => {
  it('takes the URL prefix first, then the device, then the browser, then the site default, else English', () => {
    expect(decideLocale({ ...base, pathname: '/de/videos', stored: 'fr', browser: ['es'] })).toBe('de');
    expect(decideLocale({ ...base, stored: 'fr', browser: ['es'] })).toBe('fr');
    expect(decideLocale({ ...base, browser: ['it-IT', 'es-MX'] })).toBe('es');
    expect(decideLocale({ ...base, browser: ['it'], siteDefault: 'de' })).toBe('de');
    expect(decideLocale({ ...base, browser: ['it'], siteDefault: 'xx' })).toBe('en');
    expect(decideLocale({ ...base, stored: 'klingon', browser: ['en-US'] })).toBe('en');
  });

  it('offers the RTL pseudo-locale only from the device key, never from the browser', () => {
    expect(decideLocale({ ...base, stored: RTL_PSEUDO })).toBe(RTL_PSEUDO);
    expect(fromBrowser(['ar', 'ar-x-rtl'])).toBeNull();
  });

  it('maps paths to and from their prefix', () => {
    expect(prefixOf('/es')).toBe('es');
    expect(prefixOf('/desk')).toBeNull();
    expect(stripPrefix('/fr/video/a')).toBe('/video/a');
    expect(stripPrefix('/fr')).toBe('/');
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath('/videos', 'en')).toBe('/videos');
  });
});

describe('Intl formats (issue 27 §1)', () => {
  it('formats dates, numbers and prices per language', () => {
    const d = '2026-01-02 10:00:00.000Z';
    expect(formatDate(d, 'de')).toBe('2. Januar 2026');
    expect(formatDate(d, 'es')).toBe('2 de enero de 2026');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatPrice(9.99, 'EUR', 'de').replace(/\s/g, ' ')).toBe('9,99 €');
    expect(formatPrice(9.99, 'EUR', 'en')).toBe('€9.99');
    expect(formatRelative(Date.now() - 3 * 3600_000, 'de', Date.now())).toBe('vor 3 Stunden');
    expect(formatDate('nonsense', 'fr')).toBe('');
  });
});
