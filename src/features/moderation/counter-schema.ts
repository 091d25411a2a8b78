// A creator's counter-statement on a takedown: 10 to 5000 characters once trimmed (what
// the server accepts). No message: the form keeps its button disabled until it is long enough.
import { z } from '../../lib/zod';

export const COUNTER_MIN = 10;
export const counterSchema = z.object({ statement: z.string().check(z.trim(), z.minLength(COUNTER_MIN), z.maxLength(5000)) });
export type CounterValues = z.input<typeof counterSchema>;
