import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, yearlySaving, type Plan } from './payments';

const monthly: Plan = { id: 'monthly', name: 'Monthly', price: 9.99, currency: 'EUR', period: 'month' };
const yearly: Plan = { id: 'yearly', name: 'Yearly', price: 99.99, currency: 'EUR', period: 'year' };
const plans = [monthly, yearly];

describe('payments formatting', () => {
  it('shows euros with the euro sign, not a dollar', () => {
    expect(formatMoney(9.99, 'EUR')).toBe('€9.99');
    expect(formatMoney(99.99, 'EUR')).toBe('€99.99');
  });
  it("computes the spec's yearly saving (19.89) and nothing for odd plans", () => {
    expect(yearlySaving(plans)).toBe(19.89);
    expect(yearlySaving([monthly, { ...yearly, price: 200 }])).toBe(0);
    expect(yearlySaving([monthly, { ...yearly, currency: 'USD' }])).toBe(0);
  });
  it('formats server dates in UTC', () => {
    expect(formatDate('2026-12-22 23:30:00.000Z')).toBe('22 December 2026');
    expect(formatDate('')).toBe('');
    expect(formatDate('garbage')).toBe('');
  });
});
