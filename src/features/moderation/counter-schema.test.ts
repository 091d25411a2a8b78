import { describe, expect, it } from 'vitest';
import { counterSchema } from './counter-schema';

describe('counterSchema', () => {
  it('needs 10 characters once trimmed', () => {
    expect(counterSchema.safeParse({ statement: '   123456789   ' }).success).toBe(false);
    expect(counterSchema.parse({ statement: '  1234567890  ' })).toEqual({ statement: '1234567890' });
  });
  it('refuses more than 5000 characters', () => expect(counterSchema.safeParse({ statement: 'x'.repeat(5001) }).success).toBe(false));
});
