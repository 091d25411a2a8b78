import { describe, expect, it } from 'vitest';
import { plansSchema, toDraft } from './plans-schema';

describe('plansSchema', () => {
  it('sends the price as a number (comma or point) and the currency trimmed, upper case', () => {
    expect(plansSchema.parse({ monthly: { name: 'Monthly', price: '9,5', currency: ' eur ', period: 'month' } })).toEqual({
      monthly: { name: 'Monthly', price: 9.5, currency: 'EUR', period: 'month' },
    });
    expect(plansSchema.parse({ yearly: { name: 'Yearly', price: '99.99', currency: 'USD', period: 'year' } }).yearly?.price).toBe(99.99);
  });
  it('takes the two periods only', () => {
    expect(plansSchema.safeParse({ monthly: { name: 'M', price: '1', currency: 'EUR', period: 'week' } }).success).toBe(false);
  });
  it('drafts the stored plans with two decimals', () => {
    expect(toDraft([{ id: 'monthly', name: 'Monthly', price: 9, currency: 'EUR', period: 'month' }])).toEqual({
      monthly: { name: 'Monthly', price: '9.00', currency: 'EUR', period: 'month' },
    });
  });
});
