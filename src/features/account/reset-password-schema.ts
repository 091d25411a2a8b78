// The reset request's rule: an address typed (the button stays disabled until then). Whether
// it belongs to an account is the server's answer ('No account found with this email
// address', spec §5). The new-password form's rule is password-schema.ts's.
import { z } from '../../lib/zod';
import { MSG } from './validation';

export const resetRequestSchema = z.object({ email: z.string().check(z.refine((v) => v.trim() !== '', MSG.email)) });
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;
