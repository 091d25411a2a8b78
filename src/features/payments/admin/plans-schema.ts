// The plans form's values as sent: the price typed with a comma or a point becomes a
// number, the currency is trimmed and upper-cased. The fields' own limits (required, 50 and
// 3 characters) are the browser's; the server refuses a bad price or currency with its message.
import { z } from '../../../lib/zod';
import type { Plan, PlanId } from '../../../data/payments';

const planSchema = z.object({
  name: z.string(),
  price: z.pipe(
    z.string(),
    z.transform((s: string) => Number(s.replace(',', '.'))),
  ),
  currency: z.string().check(z.trim(), z.toUpperCase()),
  period: z.enum(['month', 'year']),
});

/** By plan id: the ids are the stored plans' (monthly, yearly). */
export const plansSchema = z.record(z.string(), planSchema);
export type PlansDraft = z.input<typeof plansSchema>;
export type PlansOutput = z.output<typeof plansSchema>;
export type PlansValue = Record<PlanId, Omit<Plan, 'id'>>;

export const toDraft = (plans: Plan[]): PlansDraft =>
  Object.fromEntries(plans.map((p) => [p.id, { name: p.name, price: p.price.toFixed(2), currency: p.currency, period: p.period }])) as PlansDraft;
