import { describe, expect, it } from 'vitest';
import { cueAt, parseThumbVtt, streamParts } from './thumb-vtt';

const VTT = `WEBVTT

00:00:00.000 --> 00:00:02.000
sprite.jpg#xywh=0,0,160,90

00:00:02.000 --> 00:00:04.000
sprite.jpg#xywh=160,0,160,90

00:01:04.000 --> 00:01:05.500
sprite.jpg#xywh=320,90,160,90
`;

describe('timeline thumbnails', () => {
  it('parses the sprite cues', () => {
    const cues = parseThumbVtt(VTT);
    expect(cues).toHaveLength(3);
    expect(cues[1]).toEqual({ start: 2, end: 4, image: 'sprite.jpg', x: 160, y: 0, w: 160, h: 90 });
    expect(cues[2]!.start).toBe(64);
    expect(parseThumbVtt('<html>')).toEqual([]);
  });
  it('finds the cue at a time', () => {
    const cues = parseThumbVtt(VTT);
    expect(cueAt(cues, 0)?.x).toBe(0);
    expect(cueAt(cues, 3.9)?.x).toBe(160);
    expect(cueAt(cues, 99)?.x).toBe(320);
    expect(cueAt([], 1)).toBeUndefined();
  });
  it('reads the stream URL', () => {
    expect(streamParts('/api/reelhouse/stream/abc123?token=1.u.ff')).toEqual({ videoId: 'abc123', token: '1.u.ff' });
    expect(streamParts('https://dood.to/e/x')).toBeNull();
  });
});
