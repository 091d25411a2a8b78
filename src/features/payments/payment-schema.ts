// The payment modal's choices (spec §2 "Payment modal"): a plan and a method. No message:
// the modal picks the first offered method itself, and 'Continue to Payment' stays
// disabled while none is chosen (none is offered).
import { z } from '../../lib/zod';

const method = z.enum(['sepa', 'crypto']);
export const paymentSchema = z.object({
  plan: z.enum(['monthly', 'yearly']),
  method: z.pipe(z.nullable(method), method),
});
export type PaymentValues = z.input<typeof paymentSchema>;
export type PaymentChoice = z.output<typeof paymentSchema>;
