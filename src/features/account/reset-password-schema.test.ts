import { describe, expect, it } from 'vitest';
import { resetRequestSchema } from './reset-password-schema';

describe('resetRequestSchema', () => {
  it('needs a non-blank address', () => {
    expect(resetRequestSchema.safeParse({ email: '' }).success).toBe(false);
    expect(resetRequestSchema.safeParse({ email: '  ' }).success).toBe(false);
  });
  it('leaves whether it belongs to an account to the server, and passes it as typed', () => {
    expect(resetRequestSchema.parse({ email: ' nobody@example.com ' })).toEqual({ email: ' nobody@example.com ' });
  });
});
