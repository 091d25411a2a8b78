import { describe, expect, it } from 'vitest';
import { signupSchema } from './signup-schema';
import { MSG, safeReturnTo, signupServerError, type SignupErrors, type SignupInput } from './validation';

/** The first message per field, as react-hook-form's resolver shows them. */
function validateSignup(input: SignupInput): SignupErrors {
  const errors: SignupErrors = {};
  for (const issue of signupSchema.safeParse(input).error?.issues ?? []) errors[issue.path[0] as keyof SignupInput] ??= issue.message;
  return errors;
}

describe('validateSignup', () => {
  const ok = { username: 'good_name1', email: 'a@b.co', password: 'secret1', confirm: 'secret1' };
  it('accepts a valid form', () => expect(validateSignup(ok)).toEqual({}));
  it('gives each spec message', () => {
    expect(validateSignup({ ...ok, username: 'ab' }).username).toBe(MSG.username);
    expect(validateSignup({ ...ok, username: 'Bad-Name' }).username).toBe(MSG.username);
    expect(validateSignup({ ...ok, email: 'nope' }).email).toBe(MSG.email);
    expect(validateSignup({ ...ok, password: '12345', confirm: '12345' }).password).toBe(MSG.passwordLength);
    expect(validateSignup({ ...ok, confirm: 'other1' }).confirm).toBe(MSG.mismatch);
  });
  it('lowercases before checking the username', () => expect(validateSignup({ ...ok, username: 'GoodName' })).toEqual({}));
});

describe('signupServerError', () => {
  it('maps unique violations', () => {
    expect(signupServerError({ data: { email: { code: 'validation_not_unique' } } }).email).toBe(MSG.emailTaken);
    expect(signupServerError({ data: { username: { code: 'validation_not_unique' } } }).username).toBe(MSG.usernameTaken);
  });
  it('falls back to the generic text', () => expect(signupServerError({ data: {} }).form).toBe(MSG.signupFailed));
});

describe('safeReturnTo', () => {
  it('keeps local paths only', () => {
    expect(safeReturnTo('/premium/login')).toBe('/premium/login');
    expect(safeReturnTo('//evil.com')).toBe('/login');
    expect(safeReturnTo('https://evil.com')).toBe('/login');
    expect(safeReturnTo(null)).toBe('/login');
  });
});

describe('signupSchema', () => {
  it('holds the spec texts, and the mismatch shows beside other errors', () => {
    const res = signupSchema.safeParse({ username: 'A!', email: 'nope', password: '123', confirm: '1234' });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', MSG.username],
      ['email', MSG.email],
      ['password', MSG.passwordLength],
      ['confirm', MSG.mismatch],
    ]);
  });

  it('accepts a valid signup (username case and spaces are normalised later)', () => {
    expect(signupSchema.safeParse({ username: ' Kim_01 ', email: 'kim@example.com', password: 'secret', confirm: 'secret' }).success).toBe(true);
  });
});
