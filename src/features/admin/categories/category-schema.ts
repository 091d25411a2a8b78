// The category modal's rules (management spec §5, §9), shared by the premium categories:
// name 2-50, slug 2-50 of [a-z0-9-], meta title at most 60, meta description at most 160,
// each with the spec's text (the form shows it from the catalog). What it gives is what is
// saved: trimmed texts, empty meta fields empty (PocketBase's "no value"). A category's
// names per language (issue 27 §6) follow the name's length rule; empty = none (the server
// drops them and shows the original).
import { z } from '../../../lib/zod';
import { CATEGORY_ERRORS } from './category-rules';

const translatedName = z
  .string()
  .check(z.trim(), z.refine((s) => s === '' || ([...s].length >= 2 && [...s].length <= 50), CATEGORY_ERRORS.translatedName));

export const categorySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, CATEGORY_ERRORS.name), z.maxLength(50, CATEGORY_ERRORS.name)),
  slug: z.string().check(z.trim(), z.regex(/^[a-z0-9-]{2,50}$/, CATEGORY_ERRORS.slug)),
  meta_title: z.string().check(z.trim(), z.maxLength(60, CATEGORY_ERRORS.metaTitle)),
  meta_description: z.string().check(z.trim(), z.maxLength(160, CATEGORY_ERRORS.metaDescription)),
  name_i18n: z.optional(z.object({ de: translatedName, es: translatedName, fr: translatedName })),
});
