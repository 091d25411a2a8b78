import { describe, expect, it } from 'vitest';
import { caseActionSchema } from './case-action-schema';

describe('caseActionSchema', () => {
  it('needs a reason that is not blank, and keeps it as typed', () => {
    expect(caseActionSchema.safeParse({ choice: 'hide', reason: '  ' }).success).toBe(false);
    expect(caseActionSchema.safeParse({ choice: 'hide', reason: '' }).success).toBe(false);
    expect(caseActionSchema.parse({ choice: 'hide', reason: ' spam ' })).toEqual({ choice: 'hide', reason: ' spam ' });
  });
  it('takes the decisions and the member actions only', () => {
    expect(caseActionSchema.safeParse({ choice: 'member:suspend', reason: 'r' }).success).toBe(true);
    expect(caseActionSchema.safeParse({ choice: 'member:delete', reason: 'r' }).success).toBe(false);
    expect(caseActionSchema.safeParse({ choice: 'reason', reason: 'r' }).success).toBe(false);
  });
  it('refuses a reason over 2000 characters (the field stops there too)', () => {
    expect(caseActionSchema.safeParse({ choice: 'dismiss', reason: 'x'.repeat(2001) }).success).toBe(false);
  });
});
