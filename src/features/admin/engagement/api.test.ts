import { describe, expect, it } from 'vitest';
import { commentLines, parseUsernameLines, parseViews } from './api';

describe('engagement form parsing', () => {
  it('usernames: one per line, blanks dropped, lowercased, once each', () => {
    expect(parseUsernameLines(' Ann_1 \n\n\r\nbob_2\nann_1\n ')).toEqual(['ann_1', 'bob_2']);
  });
  it('comments: blanks dropped, extra lines beyond the available bots cut', () => {
    expect(commentLines('a\n\n b\nc\n', 2)).toEqual({ kept: ['a', 'b'], dropped: 1 });
    expect(commentLines('a', 0)).toEqual({ kept: [], dropped: 1 });
  });
  it('views: whole numbers from 0', () => {
    expect(parseViews('')).toBe(0);
    expect(parseViews(' 12 ')).toBe(12);
    expect(parseViews('-1')).toBeNull();
    expect(parseViews('1.5')).toBeNull();
    expect(parseViews('2000000')).toBeNull();
  });
});
