import { afterEach, describe, expect, it } from 'vitest';
import { activate } from '../i18n/runtime';
import { contentLang, langKey, langQuery, withLang } from './content-lang';
import { keys } from './keys';

describe('content language of API reads (issue 27 §6)', () => {
  afterEach(() => activate('en'));

  it('asks nothing in English: URLs and query keys as before', () => {
    activate('en');
    expect(contentLang()).toBe('');
    expect(langQuery()).toEqual({});
    expect(withLang('/api/x?a=1')).toBe('/api/x?a=1');
    expect(keys.watch('s', 'u')).toEqual(['watch', 'u', 's']);
    expect(keys.named('categories')).toEqual(['lists', 'categories']);
  });

  it("asks for the page's language and keys the answers by it", () => {
    activate('de');
    expect(langQuery()).toEqual({ lang: 'de' });
    expect(withLang('/api/x?a=1')).toBe('/api/x?a=1&lang=de');
    expect(withLang('/api/x')).toBe('/api/x?lang=de');
    expect(langKey()).toEqual(['de']);
    expect(keys.watch('s', 'u')).toEqual(['watch', 'u', 's', 'de']);
    expect(keys.blog('p')).toEqual(['blog', 'post', 'p', 'de']);
  });

  it('the right-to-left test locale reads the English originals', () => {
    activate('ar-x-rtl');
    expect(contentLang()).toBe('');
  });
});
