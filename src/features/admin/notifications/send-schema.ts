// The send-notification form's rules (management spec §5), with the spec's texts (the
// tab shows them from the catalog; the server checks the same): subject and content not
// blank, and sending to chosen users needs at least one. Subject and content go trimmed.
import { z } from '../../../lib/zod';
import type { Recipient, Target } from './api';

export const SEND_ERRORS = {
  fields: 'Please fill in all fields',
  recipient: 'Please select at least one recipient',
} as const;

const TARGETS = ['all', 'creators', 'admins', 'users'] as const satisfies readonly Target[];

export const sendSchema = z
  .object({
    subject: z.string().check(z.trim()),
    content: z.string().check(z.trim()),
    target: z.enum(TARGETS),
    chosen: z.array(z.custom<Recipient>((v) => typeof (v as Recipient | null)?.id === 'string')),
  })
  .check(
    z.superRefine((v, ctx) => {
      // On the first blank field, so that it takes the focus.
      if (!v.subject || !v.content) ctx.addIssue({ code: 'custom', path: [v.subject ? 'content' : 'subject'], message: SEND_ERRORS.fields });
      else if (v.target === 'users' && !v.chosen.length) ctx.addIssue({ code: 'custom', path: ['chosen'], message: SEND_ERRORS.recipient });
    }),
  );
export type SendValues = z.input<typeof sendSchema>;
export type SendValid = z.output<typeof sendSchema>;
