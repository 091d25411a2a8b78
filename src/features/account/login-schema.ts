// The login form's rules: both fields filled (the button stays disabled until they are).
// The address is not checked here: a wrong one gets the server's 'Invalid email or
// password' like a wrong password does (spec §8), so the form gives nothing away.
import { z } from '../../lib/zod';

export const loginSchema = z.object({ email: z.string().min(1), password: z.string().min(1) });
export type LoginValues = z.infer<typeof loginSchema>;
