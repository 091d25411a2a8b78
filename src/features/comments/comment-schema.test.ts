import { describe, expect, it } from 'vitest';
import { commentSchema } from './comment-schema';

describe('commentSchema', () => {
  it('refuses a blank comment', () => {
    expect(commentSchema.safeParse({ content: '' }).success).toBe(false);
    expect(commentSchema.safeParse({ content: ' \n\t ' }).success).toBe(false);
  });
  it('answers the text trimmed, inner lines kept', () =>
    expect(commentSchema.parse({ content: '  first\nsecond \n' })).toEqual({ content: 'first\nsecond' }));
});
