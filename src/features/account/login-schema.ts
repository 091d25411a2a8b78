// The login form's rules: both fields filled (the button stays disabled until they are).
// The address is not checked here: a wrong one gets the server's 'Invalid email or
// password' like a wrong password does (spec §8), so the form gives nothing away.
import { z } from '../../lib/zod';

const filled = () => z.string().check(z.minLength(1));
export const loginSchema = z.object({ email: filled(), password: filled() });
export type LoginValues = z.infer<typeof loginSchema>;
