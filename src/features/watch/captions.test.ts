import { describe, expect, it } from 'vitest';
import { orderCaptions, pickCaption } from './captions';

const en = { language: 'en', label: 'English', url: '/e' };
const de = { language: 'de', label: 'Deutsch', url: '/d' };
const ptBr = { language: 'pt-br', label: 'Português', url: '/p' };

describe('captions', () => {
  it('are off by default and when turned off', () => {
    expect(pickCaption([en, de], 'off', 'de')).toBe('off');
    expect(pickCaption([], 'en', 'en')).toBe('off');
  });
  it("once on, pick the viewer's language first, else the last choice, else the first track", () => {
    expect(pickCaption([en, de], 'en', 'de')).toBe('de');
    expect(pickCaption([en, de], 'de', 'fr')).toBe('de');
    expect(pickCaption([en, ptBr], 'pt', 'fr')).toBe('pt-br');
    expect(pickCaption([en, de], 'es', 'fr')).toBe('en');
  });
  it("list the viewer's language first", () => {
    expect(orderCaptions([en, de, ptBr], 'de').map((t) => t.language)).toEqual(['de', 'en', 'pt-br']);
    expect(orderCaptions([en, ptBr], 'pt').map((t) => t.language)).toEqual(['pt-br', 'en']);
  });
});
