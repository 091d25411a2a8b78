// The creator application's rules (public spec: Creator application): an ID front and a
// selfie with the ID, each a JPEG, PNG or WebP of at most 10 MB (the server's limits, so a
// member hears about them before uploading), and the agreement ticked. The messages are
// keys of the `creator` catalog; the form translates them.
import { z } from '../../lib/zod';

export const ID_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const ID_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

// No message for a missing image: the form says nothing until one is chosen, and keeps
// Submit disabled.
const idImage = z.pipe(
  z.custom<File | null>((v) => v === null || v instanceof File).check(
    z.refine((f) => f !== null, { abort: true }),
    z.refine((f) => ID_IMAGE_TYPES.includes(f!.type), { message: 'validation.id_image.type', abort: true }),
    z.refine((f) => f!.size <= ID_IMAGE_MAX_BYTES, 'validation.id_image.size'),
  ),
  z.transform((f: File | null) => f!),
);

export const applicationSchema = z.object({
  id_document: idImage,
  id_selfie: idImage,
  agreed: z.boolean().check(z.refine((v) => v)),
});
export type ApplicationValues = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;
