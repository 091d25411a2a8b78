import { describe, expect, it } from 'vitest';
import { memberActionSchema } from './member-action-schema';

describe('memberActionSchema', () => {
  it('takes warn, suspend and unsuspend with a reason that is not blank', () => {
    expect(memberActionSchema.safeParse({ action: 'suspend', reason: 'spam' }).success).toBe(true);
    expect(memberActionSchema.safeParse({ action: 'suspend', reason: ' ' }).success).toBe(false);
    expect(memberActionSchema.safeParse({ action: 'delete', reason: 'r' }).success).toBe(false);
    expect(memberActionSchema.safeParse({ action: 'warn', reason: 'x'.repeat(2001) }).success).toBe(false);
  });
});
