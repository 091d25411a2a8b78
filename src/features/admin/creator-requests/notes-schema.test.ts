import { describe, expect, it } from 'vitest';
import { notesSchema } from './notes-schema';

describe('notesSchema', () => {
  it('refuses blank notes, spaces included', () => {
    expect(notesSchema.safeParse({ notes: '' }).success).toBe(false);
    expect(notesSchema.safeParse({ notes: '  \n ' }).success).toBe(false);
  });
  it('answers the notes trimmed', () => expect(notesSchema.parse({ notes: '  blurry ID \n' })).toEqual({ notes: 'blurry ID' }));
  it('refuses more than 2000 characters', () => expect(notesSchema.safeParse({ notes: 'x'.repeat(2001) }).success).toBe(false));
});
