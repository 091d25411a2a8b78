// Account Settings' username and e-mail forms (spec §5). The password change's rule is
// password-schema.ts's, shared with the reset link. Values pass as typed: the API trims
// and lower-cases what it sends.
import { z } from '../../lib/zod';
import { MSG, USERNAME_RE, normalizeUsername } from './validation';

/** New username (3-20 of a-z, 0-9, _ once lower-cased) and the current password, which the server checks. */
export const usernameChangeSchema = z.object({
  username: z.string().check(z.refine((v) => USERNAME_RE.test(normalizeUsername(v)), MSG.username)),
  password: z.string().check(z.minLength(1)),
});
export type UsernameChangeValues = z.infer<typeof usernameChangeSchema>;

/** New e-mail: not blank (the server judges the address and answers with the spec's texts). */
export const emailChangeSchema = z.object({ email: z.string().check(z.refine((v) => v.trim() !== '', MSG.email)) });
export type EmailChangeValues = z.infer<typeof emailChangeSchema>;
