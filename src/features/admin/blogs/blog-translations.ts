// A post's translations between the form and the record (issue 27 §6): blogs.translations
// is {"de": {"title", "excerpt", "content_html"}, …} with empty fields left out; the form
// holds every language with an editor value per body. The server checks and sanitises
// (internal/blog/translations.go).
import { TRANSLATION_LANGS, type TranslationLang } from '../categories/category-rules';
import type { EditorValue } from './rich-editor';

export interface TranslationForm {
  title: string;
  excerpt: string;
  body: EditorValue;
}
export type TranslationsForm = Record<TranslationLang, TranslationForm>;
export type StoredTranslations = Partial<Record<TranslationLang, { title?: string; excerpt?: string; content_html?: string }>>;

const hasImage = (html: string) => /<img\b/i.test(html);

/** An editor's HTML with no text and no image (Tiptap's empty document is "<p></p>"). */
export const isBlankHtml = (html: string) => !hasImage(html) && !html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

/** The stored value (or null) as the form's languages. */
export function translationsForm(stored: unknown): TranslationsForm {
  const all = stored && typeof stored === 'object' ? (stored as Record<string, Record<string, unknown>>) : {};
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const one = (l: TranslationLang): TranslationForm => {
    const t = all[l] && typeof all[l] === 'object' ? all[l] : {};
    const html = str(t.content_html);
    return { title: str(t.title), excerpt: str(t.excerpt), body: { html, text: '', hasImage: hasImage(html) } };
  };
  return { de: one('de'), es: one('es'), fr: one('fr') };
}

/** What is saved: trimmed texts, blank bodies left out, languages with nothing left out. */
export function storedTranslations(form: TranslationsForm): StoredTranslations {
  const out: StoredTranslations = {};
  for (const l of TRANSLATION_LANGS) {
    const t = form[l];
    const entry = {
      ...(t.title.trim() ? { title: t.title.trim() } : {}),
      ...(t.excerpt.trim() ? { excerpt: t.excerpt.trim() } : {}),
      ...(isBlankHtml(t.body.html) ? {} : { content_html: t.body.html }),
    };
    if (Object.keys(entry).length) out[l] = entry;
  }
  return out;
}

/** The first language whose fields the schema refused (the form shows that language). */
export function firstLangWithErrors(errors: Partial<Record<TranslationLang, unknown>> | undefined): TranslationLang | null {
  return TRANSLATION_LANGS.find((l) => !!errors?.[l]) ?? null;
}
