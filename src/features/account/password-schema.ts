// The new-password rule shared by the settings' password change and the reset link's form
// (spec §5): new password at least 6 characters, confirmation equal to it ('New passwords
// do not match'). One message at a time, the length first, as the forms have always shown.
import { z } from '../../lib/zod';
import { MIN_PASSWORD, MSG } from './validation';

const newPassword = { password: z.string().check(z.minLength(MIN_PASSWORD, MSG.passwordLength)), confirm: z.string() };
const same = (v: { password: string; confirm: string }) => v.password === v.confirm;
// Checked only once the fields pass: zod would otherwise report the mismatch beside the length.
const mismatch = { message: MSG.newMismatch, path: ['confirm'], when: (p: { issues: unknown[] }) => p.issues.length === 0 };

/** The reset link's form: new password and its confirmation. */
export const newPasswordSchema = z.object(newPassword).check(z.refine(same, mismatch));
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/**
 * Account Settings' password change: the current password too (the button stays disabled
 * until all three are filled; the server answers 'Current password is incorrect').
 */
export const passwordChangeSchema = z.object({ current: z.string().check(z.minLength(1)), ...newPassword }).check(z.refine(same, mismatch));
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
