// The blog modal's rules (management spec §5): a title ('Blog title is required'), content
// that is not blank (text or an image), meta title at most 60 and meta description at most
// 160 (as for categories), the featured image a JPEG, PNG or WebP. The spec's English
// texts; the form shows them from the catalog. Values are saved as typed. Translations
// (issue 27 §6): per language an optional title (≤ 200, as the title), excerpt (≤ 300) and
// body; what is left empty shows the original (blog-translations.ts).
import { z } from '../../../lib/zod';
import { CATEGORY_ERRORS } from '../categories/category-rules';

export const BLOG_ERRORS = {
  title: 'Blog title is required',
  content: 'Blog content is required',
  imageType: 'validation.blog.image_type',
  // Catalog keys: no spec text for these.
  translatedTitle: 'validation.blog.translated_title',
  excerpt: 'validation.blog.excerpt',
} as const;

const chars = (s: string) => [...s.trim()].length;
const editorValue = z.object({ html: z.string(), text: z.string(), hasImage: z.boolean() });
const translation = z.object({
  title: z.string().check(z.refine((s) => chars(s) <= 200, BLOG_ERRORS.translatedTitle)),
  excerpt: z.string().check(z.refine((s) => chars(s) <= 300, BLOG_ERRORS.excerpt)),
  body: editorValue,
});

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const blogSchema = z.object({
  title: z.string().check(z.refine((s) => s.trim() !== '', BLOG_ERRORS.title)),
  // The editor's value: its HTML, its text, and whether it holds an image.
  body: editorValue.check(z.refine((b) => b.text.trim() !== '' || b.hasImage, BLOG_ERRORS.content)),
  image: z.nullable(z.instanceof(File).check(z.refine((f) => IMAGE_TYPES.includes(f.type), BLOG_ERRORS.imageType))),
  removeImage: z.boolean(),
  meta_title: z.string().check(z.refine((s) => s.trim().length <= 60, CATEGORY_ERRORS.metaTitle)),
  meta_description: z.string().check(z.refine((s) => s.trim().length <= 160, CATEGORY_ERRORS.metaDescription)),
  translations: z.object({ de: translation, es: translation, fr: translation }),
});
export type BlogValues = z.infer<typeof blogSchema>;
