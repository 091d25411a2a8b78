// The discreet mode PIN forms' rules: a new PIN is 4 to 8 digits (the text the settings
// page shows); the unlock form takes whatever is typed and compares its hash.
import { z } from '../../../lib/zod';

export const PIN_FORMAT = 'The PIN must be 4 to 8 digits.';

export const newPinSchema = z.object({ pin: z.string().check(z.regex(/^\d{4,8}$/, PIN_FORMAT)) });
export type NewPinValues = z.infer<typeof newPinSchema>;

export const unlockSchema = z.object({ pin: z.string() });
export type UnlockValues = z.infer<typeof unlockSchema>;
