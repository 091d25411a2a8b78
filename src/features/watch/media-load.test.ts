// The player preloads nothing; a seek or a reload must still load the media (otherwise a
// seek before play, or a reloaded expired S3 link, would wait for another press of play).
import { describe, expect, it } from 'vitest';
import { allowLoading, seekTo } from './media-load';

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
