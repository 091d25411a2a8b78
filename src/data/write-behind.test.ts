import { describe, expect, it } from 'vitest';
import { writeBehind, writesSettled } from './write-behind';

describe('write-behind', () => {
  it('writesSettled waits for the writes in flight, failed ones included', async () => {
    const done: string[] = [];
    let finish!: () => void;
    writeBehind(() => new Promise<void>((r) => (finish = r)).then(() => void done.push('slow')));
    writeBehind(() => Promise.reject(new Error('quota')));
    const settled = writesSettled().then(() => done.push('settled'));
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toEqual([]);
    finish();
    await settled;
    expect(done).toEqual(['slow', 'settled']);
  });

  it('with nothing in flight it resolves at once', async () => {
    await expect(writesSettled()).resolves.toBeDefined();
  });
});
