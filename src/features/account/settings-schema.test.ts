import { describe, expect, it } from 'vitest';
import { emailChangeSchema, usernameChangeSchema } from './settings-schema';
import { MSG } from './validation';

const issues = (r: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('usernameChangeSchema', () => {
  it('takes 3-20 lowercase letters, digits and underscores, after trimming and lower-casing', () => {
    expect(issues(usernameChangeSchema.safeParse({ username: ' Kim_99 ', password: 'pw' }))).toEqual({});
    expect(issues(usernameChangeSchema.safeParse({ username: 'x'.repeat(20), password: 'pw' }))).toEqual({});
  });
  it("refuses anything else with the spec's message", () => {
    for (const username of ['ab', 'x'.repeat(21), 'kim-99', 'kim 99', 'kïm']) {
      expect(issues(usernameChangeSchema.safeParse({ username, password: 'pw' }))).toEqual({ username: MSG.username });
    }
  });
  it('needs the current password', () => {
    expect(Object.keys(issues(usernameChangeSchema.safeParse({ username: 'kim', password: '' })))).toEqual(['password']);
  });
  it('passes the values as typed (the API normalises what it sends)', () => {
    expect(usernameChangeSchema.parse({ username: ' Kim ', password: ' pw ' })).toEqual({ username: ' Kim ', password: ' pw ' });
  });
});

describe('emailChangeSchema', () => {
  it('needs a non-blank address; the server judges the rest', () => {
    expect(issues(emailChangeSchema.safeParse({ email: '   ' }))).toEqual({ email: MSG.email });
    expect(issues(emailChangeSchema.safeParse({ email: 'kim@example.com' }))).toEqual({});
  });
});
