// The player preloads nothing; a seek or a reload must still load the media (otherwise a
// seek before play, or a reloaded expired S3 link, would wait for another press of play).
import { describe, expect, it } from 'vitest';
import { allowLoading, mediaIdentity, seekTo } from './media-load';

describe('media-load', () => {
  it('a seek before anything is loaded starts the metadata load at that position', () => {
    const v = { preload: 'none', currentTime: 0 };
    seekTo(v, 42);
    expect(v).toEqual({ preload: 'metadata', currentTime: 42 });
  });

  it('leaves a player that already loads alone', () => {
    const v = { preload: 'auto', currentTime: 3 };
    seekTo(v, 5);
    expect(v).toEqual({ preload: 'auto', currentTime: 5 });
    allowLoading(v);
    expect(v.preload).toBe('auto');
  });

  it('a reload lets the player load', () => {
    const v = { preload: 'none', currentTime: 7 };
    allowLoading(v);
    expect(v).toEqual({ preload: 'metadata', currentTime: 7 });
  });
});

describe('mediaIdentity', () => {
  it('a newer token for the same file is the same media', () => {
    expect(mediaIdentity('/api/reelhouse/stream/abc?token=1795381366.u.aa')).toBe(mediaIdentity('/api/reelhouse/stream/abc?token=1795381367.u.bb'));
  });

  it('another file is other media', () => {
    expect(mediaIdentity('/api/reelhouse/stream/abc?token=1.u.aa')).not.toBe(mediaIdentity('/api/reelhouse/stream/abd?token=1.u.aa'));
    expect(mediaIdentity('https://cdn.example/v/a.mp4#t=3')).toBe('https://cdn.example/v/a.mp4');
    expect(mediaIdentity('/plain.mp4')).toBe('/plain.mp4');
  });
});
