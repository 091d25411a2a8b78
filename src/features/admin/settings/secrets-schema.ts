// The secrets form's rule: at least one new value typed (blank fields keep theirs). The
// message is a key of the `admin` catalog; values are sent as typed.
import { z } from '../../../lib/zod';

export const secretsSchema = z.object({
  typed: z.record(z.string(), z.string()).check(z.refine((typed) => Object.values(typed).some((v) => v.trim() !== ''), 'settings.secrets.enter_one')),
});
export type SecretsValues = z.infer<typeof secretsSchema>;
