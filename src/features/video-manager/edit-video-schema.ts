// The edit modal's rules (management spec: title and author required). The messages are
// keys of the `creator` catalog, whose English is the spec's text; the form translates them.
import { z } from '../../lib/zod';

export const editVideoSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'validation.title_required'), z.maxLength(200)),
  author: z.string().check(z.trim(), z.minLength(1, 'validation.author_required'), z.maxLength(100)),
  // Kept as typed: line breaks and spacing are the creator's.
  description: z.string().check(z.maxLength(5000)),
  license: z.string().check(z.trim(), z.maxLength(200)),
  categories: z.array(z.string()),
  /** Comma-separated, as typed; the server normalises and limits them (issue 41). */
  tags: z.optional(z.string().check(z.maxLength(400))),
  premium: z.boolean(),
});
export type EditVideoValues = z.input<typeof editVideoSchema>;
export type EditVideoOutput = z.output<typeof editVideoSchema>;
