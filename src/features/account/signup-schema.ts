// The signup form's rules as a zod schema, in its own module so zod loads with the form,
// not with the account API every page uses (validation.ts holds the texts).
import { z } from '../../lib/zod';
import { EMAIL_RE, MIN_PASSWORD, MSG, USERNAME_RE, normalizeUsername } from './validation';

/**
 * The signup form's rules as one zod schema (react-hook-form's resolver takes it as is).
 * The passwords' match is checked even when another field fails, so every message shows
 * at once, as the spec's form does.
 */
export const signupSchema = z
  .object({
    username: z.string().check(z.refine((v) => USERNAME_RE.test(normalizeUsername(v)), MSG.username)),
    email: z.string().check(z.refine((v) => EMAIL_RE.test(v.trim()), MSG.email)),
    password: z.string().check(z.minLength(MIN_PASSWORD, MSG.passwordLength)),
    confirm: z.string(),
  })
  .check(z.refine((v) => v.password === v.confirm, { message: MSG.mismatch, path: ['confirm'], when: () => true }));
