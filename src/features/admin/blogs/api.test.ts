import { describe, expect, it } from 'vitest';
import { checkBlog } from './api';

describe('checkBlog', () => {
  it('needs a title (the spec text) and non-blank content', () => {
    expect(checkBlog(' ', 'x', false)).toEqual({ title: 'Blog title is required' });
    expect(checkBlog('T', ' \n ', false)).toEqual({ content: 'Blog content is required' });
    expect(checkBlog('T', '', true)).toEqual({});
  });
});
