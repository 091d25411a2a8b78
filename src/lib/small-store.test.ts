import { describe, expect, it } from 'vitest';
import { createStore } from './small-store';

describe('createStore', () => {
  it('merges patches, hands listeners the state before and after, and unsubscribes', () => {
    const store = createStore<{ n: number; label: string; bump: () => void }>((set) => ({ n: 0, label: 'a', bump: () => set((s) => ({ n: s.n + 1 })) }));
    const seen: Array<[number, number]> = [];
    const stop = store.subscribe((s, prev) => seen.push([prev.n, s.n]));
    store.getState().bump();
    store.setState({ label: 'b' });
    expect(store.getState()).toMatchObject({ n: 1, label: 'b' });
    stop();
    store.setState({ n: 5 });
    expect(seen).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });
});
