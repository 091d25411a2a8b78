// The upload form's rules (management spec: Video upload form): title, author, a video
// whose duration is known (read in the browser, or left to the server for AVI/MOV) and a
// thumbnail or 'use a frame' are required, with one message for all of them; then each
// person's consent row (consents.ts), the production date and the uploader's agreement
// (issue 38 §1). The performers are optional
// here: without verified records the video is made but waits unpublished (the server's
// gate). The messages are keys of the `creator` catalog, reported on `root` because the
// form shows one message above it.
import { z } from '../../lib/zod';
import { performerProblem, type Performer } from './consents';

export const UPLOAD_REQUIRED = 'validation.upload_required';
export const PRODUCTION_DATE_REQUIRED = 'validation.production_date';
export const AGREEMENT_REQUIRED = 'validation.upload_agreement';

const file = z.custom<File | null>((v) => v === null || v instanceof File);

export const uploadSchema = z
  .object({
    title: z.string().check(z.trim(), z.maxLength(200)),
    author: z.string().check(z.trim(), z.maxLength(100)),
    description: z.string().check(z.trim(), z.maxLength(5000)),
    license: z.string().check(z.trim(), z.maxLength(200)),
    categories: z.array(z.string()),
    /** Comma-separated tags as typed; the server normalises and limits them (issue 41). */
    tags: z.optional(z.string().check(z.maxLength(400))),
    thumbnail: file,
    useFrame: z.boolean(),
    video: file,
    /** Seconds read from the file's metadata; null until read (or unreadable). */
    duration: z.nullable(z.number()),
    /** The browser cannot read it (AVI, some MOV): the server will. */
    durationUnknown: z.boolean(),
    people: z.array(z.custom<Performer>()),
    /** Performer record ids (the creator's own). */
    performers: z.array(z.string()),
    /** YYYY-MM-DD, not in the future. */
    productionDate: z.string(),
    agreement: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const hasDuration = v.duration != null || v.durationUnknown;
      if (!v.title || !v.author || !v.video || !hasDuration || (!v.thumbnail && !v.useFrame)) {
        ctx.addIssue({ code: 'custom', message: UPLOAD_REQUIRED, path: ['root'] });
        return;
      }
      const problem = v.people.map(performerProblem).find((k) => k !== null);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem, path: ['root'] });
        return;
      }
      const today = new Date().toISOString().slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.productionDate) || v.productionDate > today) {
        ctx.addIssue({ code: 'custom', message: PRODUCTION_DATE_REQUIRED, path: ['root'] });
        return;
      }
      if (!v.agreement) ctx.addIssue({ code: 'custom', message: AGREEMENT_REQUIRED, path: ['root'] });
    }),
  );

export type UploadValues = z.input<typeof uploadSchema>;
export type UploadFields = z.output<typeof uploadSchema>;

export const emptyUpload = (): UploadValues => ({
  title: '',
  author: '',
  description: '',
  license: '',
  categories: [],
  tags: '',
  thumbnail: null,
  useFrame: false,
  video: null,
  duration: null,
  durationUnknown: false,
  people: [],
  performers: [],
  productionDate: '',
  agreement: false,
});
