// Category rules of the management spec (§4, §5, §9): validation texts (checked by
// category-schema.ts), slug from the name, default meta texts, and the list order
// (protected first, then by name).
import type { Category } from '../../../data/types';

export const PROTECTED_SLUGS = ['trending', 'newest'] as const;

export const CATEGORY_ERRORS = {
  name: 'Category name must be between 2 and 50 characters',
  slug: 'Slug must be 2-50 characters long and contain only lowercase letters, numbers, and hyphens',
  metaTitle: 'Meta title must not exceed 60 characters',
  metaDescription: 'Meta description must not exceed 160 characters',
  translatedName: 'A translated name must be between 2 and 50 characters',
} as const;

/** The languages a name may be translated into (issue 27 §6; English is the name itself). */
export const TRANSLATION_LANGS = ['de', 'es', 'fr'] as const;
export type TranslationLang = (typeof TRANSLATION_LANGS)[number];
export type NamesByLang = Record<TranslationLang, string>;

export interface CategoryInput {
  name: string;
  slug: string;
  meta_title: string;
  meta_description: string;
  /** Categories only (not premium ones): the name per language, '' for none. */
  name_i18n?: NamesByLang;
}

/** A stored name_i18n ({"de": "Strand"} or null) as the form's three fields. */
export function namesOf(stored: unknown): NamesByLang {
  const o = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return { de: str(o.de), es: str(o.es), fr: str(o.fr) };
}

/** Lowercase, runs of anything else become one hyphen, no hyphen at either end. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
}

export const defaultMetaTitle = (name: string) => `${name || '[Category Name]'} Adult Videos`;
export const defaultMetaDescription = (name: string) =>
  `Watch the best ${name ? name.toLowerCase() : '[category name]'} adult videos...`;

/** Protected first (trending, then newest), then the rest alphabetically by name. */
export function sortCategories<T extends Pick<Category, 'slug' | 'name' | 'protected'>>(list: readonly T[]): T[] {
  const rank = (c: T) => {
    const i = (PROTECTED_SLUGS as readonly string[]).indexOf(c.slug);
    return c.protected ? (i < 0 ? PROTECTED_SLUGS.length : i) : PROTECTED_SLUGS.length + 1;
  };
  return [...list].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
