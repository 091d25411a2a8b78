import { describe, expect, it } from 'vitest';
import { firstLangWithErrors, isBlankHtml, storedTranslations, translationsForm } from './blog-translations';

describe('blog translations in the form', () => {
  it('reads a stored value into every language, empty where missing', () => {
    const f = translationsForm({ de: { title: 'Hallo', content_html: '<p>Text</p><img src="/a.png">' } });
    expect(f.de).toEqual({ title: 'Hallo', excerpt: '', body: { html: '<p>Text</p><img src="/a.png">', text: '', hasImage: true } });
    expect(f.es).toEqual({ title: '', excerpt: '', body: { html: '', text: '', hasImage: false } });
    expect(translationsForm(null).fr.title).toBe('');
  });

  it('saves trimmed texts and leaves out blank bodies and empty languages', () => {
    const f = translationsForm(null);
    f.de = { title: ' Hallo ', excerpt: '  ', body: { html: '<p></p>', text: '', hasImage: false } };
    f.fr = { title: '', excerpt: 'Résumé', body: { html: '<p>Bonjour</p>', text: 'Bonjour', hasImage: false } };
    expect(storedTranslations(f)).toEqual({ de: { title: 'Hallo' }, fr: { excerpt: 'Résumé', content_html: '<p>Bonjour</p>' } });
    // A stored body comes back unchanged when the editor is not touched.
    expect(storedTranslations(translationsForm({ es: { content_html: '<h2>Hola</h2>' } }))).toEqual({ es: { content_html: '<h2>Hola</h2>' } });
    expect(storedTranslations(translationsForm(null))).toEqual({});
  });

  it('knows a blank editor from an image-only body', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });

  it('finds the language to show after a refused save', () => {
    expect(firstLangWithErrors({ es: {}, fr: {} })).toBe('es');
    expect(firstLangWithErrors(undefined)).toBeNull();
  });
});
