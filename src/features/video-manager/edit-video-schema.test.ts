import { describe, expect, it } from 'vitest';
import { editVideoSchema } from './edit-video-schema';

const ok = { title: 'Sunset', author: 'Kim', description: '', license: '', categories: [], premium: false };
const messages = (v: object) => editVideoSchema.safeParse({ ...ok, ...v }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('editVideoSchema', () => {
  it('requires title and author, blanks included, with the catalog keys of the spec texts', () => {
    expect(messages({ title: '  ', author: '' })).toEqual([
      ['title', 'validation.title_required'],
      ['author', 'validation.author_required'],
    ]);
  });
  it('trims title, author and licence, keeps the description as typed', () => {
    expect(editVideoSchema.parse({ ...ok, title: ' Sunset ', author: ' Kim ', license: ' CC BY ', description: ' two\nlines ' })).toEqual({
      ...ok,
      license: 'CC BY',
      description: ' two\nlines ',
    });
  });
  it('keeps the field limits', () => {
    expect(messages({ title: 'x'.repeat(201) })?.[0]?.[0]).toBe('title');
    expect(messages({ author: 'x'.repeat(101) })?.[0]?.[0]).toBe('author');
    expect(messages({ description: 'x'.repeat(5001) })?.[0]?.[0]).toBe('description');
  });
});
