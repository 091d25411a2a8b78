import { describe, expect, it } from 'vitest';
import { newPasswordSchema, passwordChangeSchema } from './password-schema';
import { MSG } from './validation';

const issues = (r: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('newPasswordSchema (reset link)', () => {
  it('needs at least 6 characters, and says only that while it is short', () => {
    expect(issues(newPasswordSchema.safeParse({ password: '12345', confirm: 'other' }))).toEqual({ password: MSG.passwordLength });
    expect(issues(newPasswordSchema.safeParse({ password: '123456', confirm: '123456' }))).toEqual({});
  });
  it("says 'New passwords do not match' under the confirmation", () => {
    expect(issues(newPasswordSchema.safeParse({ password: '123456', confirm: '1234567' }))).toEqual({ confirm: MSG.newMismatch });
    expect(MSG.newMismatch).toBe('New passwords do not match');
  });
});

describe('passwordChangeSchema (Account Settings)', () => {
  const ok = { current: 'old-secret', password: 'brand-new-1', confirm: 'brand-new-1' };
  it('accepts the three filled, the new one twice', () => {
    expect(passwordChangeSchema.parse(ok)).toEqual(ok);
  });
  it('needs the current password', () => {
    expect(Object.keys(issues(passwordChangeSchema.safeParse({ ...ok, current: '' })))).toEqual(['current']);
  });
  it('checks the new password as the reset form does', () => {
    expect(issues(passwordChangeSchema.safeParse({ ...ok, password: 'short', confirm: 'short' }))).toEqual({ password: MSG.passwordLength });
    expect(issues(passwordChangeSchema.safeParse({ ...ok, confirm: 'brand-new-2' }))).toEqual({ confirm: MSG.newMismatch });
  });
});
