import { describe, expect, it } from 'vitest';
import { loginSchema } from './login-schema';

describe('loginSchema', () => {
  it('needs both fields', () => {
    expect(loginSchema.safeParse({ email: '', password: 'secret' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 'kim@example.com', password: '' }).success).toBe(false);
  });
  it('passes the values as typed (the server answers for a wrong address)', () => {
    expect(loginSchema.parse({ email: 'not an address', password: ' pw ' })).toEqual({ email: 'not an address', password: ' pw ' });
  });
});
