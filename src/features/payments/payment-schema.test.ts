import { describe, expect, it } from 'vitest';
import { paymentSchema } from './payment-schema';

describe('paymentSchema', () => {
  it('takes a plan and a method', () => {
    expect(paymentSchema.parse({ plan: 'yearly', method: 'crypto' })).toEqual({ plan: 'yearly', method: 'crypto' });
  });
  it('refuses no method, or one the site does not have', () => {
    expect(paymentSchema.safeParse({ plan: 'monthly', method: null }).success).toBe(false);
    expect(paymentSchema.safeParse({ plan: 'monthly', method: 'card' }).success).toBe(false);
    expect(paymentSchema.safeParse({ plan: 'weekly', method: 'sepa' }).success).toBe(false);
  });
});
