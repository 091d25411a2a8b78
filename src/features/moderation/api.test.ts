import { describe, expect, it } from 'vitest';
import { splitUrls } from './api';

describe('splitUrls', () => {
  it('one URL a line, blanks and spaces dropped', () => {
    expect(splitUrls(' https://a.test/video/x \n\n https://a.test/video/y\r\n')).toEqual(['https://a.test/video/x', 'https://a.test/video/y']);
  });
});
