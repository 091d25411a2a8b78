import { describe, expect, it } from 'vitest';
import { clockOf, embedCode, parseStartTime, shareUrl } from './start-time';

describe('start time', () => {
  it('reads seconds and the 1m23s forms, nothing else', () => {
    expect(parseStartTime('83')).toBe(83);
    expect(parseStartTime('83s')).toBe(83);
    expect(parseStartTime('1m23s')).toBe(83);
    expect(parseStartTime('1M23')).toBe(83);
    expect(parseStartTime('1h2m3s')).toBe(3723);
    expect(parseStartTime('2m')).toBe(120);
    for (const bad of ['', null, '0', 'abc', '-5', '1.5', '1m2h', 'h', '1:23']) expect(parseStartTime(bad)).toBeNull();
  });
  it('builds the link, the label and the iframe', () => {
    expect(shareUrl('https://x.test', 'a-b', 83.7)).toBe('https://x.test/video/a-b?t=83');
    expect(shareUrl('https://x.test', 'a-b', null)).toBe('https://x.test/video/a-b');
    expect(clockOf(83)).toBe('1:23');
    expect(clockOf(3723)).toBe('1:02:03');
    expect(embedCode('https://x.test', 'a', 'Say "hi" <b>')).toContain('title="Say &quot;hi&quot; &lt;b>"');
  });
});
