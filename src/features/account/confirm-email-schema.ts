// The e-mail change confirmation's rule: the password typed (the button stays disabled until
// then). Whether it is the account's is the server's answer ('Current password is incorrect').
import { z } from '../../lib/zod';

export const confirmEmailSchema = z.object({ password: z.string().check(z.minLength(1)) });
export type ConfirmEmailValues = z.infer<typeof confirmEmailSchema>;
