import { describe, expect, it } from 'vitest';
import { playbackTokenOf } from './engagement';

// The view beacon carries the watch page's playback token (issue 36 §8): the server counts
// a view of a premium video sent without the session only with it.
describe('playbackTokenOf', () => {
  it('reads the token of the self-hosted source', () => {
    const token = '1900000000.abc.' + 'f'.repeat(64);
    const sources = [
      { type: 'doodstream', url: 'https://dood.example/e/1' },
      { type: 'local', url: `/api/reelhouse/stream/v1?token=${encodeURIComponent(token)}` },
    ];
    expect(playbackTokenOf(sources)).toBe(token);
  });
  it('is empty without a self-hosted source or a token (a locked page has no sources)', () => {
    expect(playbackTokenOf([])).toBe('');
    expect(playbackTokenOf([{ type: 'streamtape', url: 'https://st.example/e/1' }])).toBe('');
    expect(playbackTokenOf([{ type: 'local', url: '/api/reelhouse/stream/v1' }])).toBe('');
  });
});
