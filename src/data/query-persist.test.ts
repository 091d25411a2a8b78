import { afterEach, describe, expect, it } from 'vitest';
import { registerAuthStore } from './auth-token';
import { keys } from './keys';
import { mayStore, rowOf } from './query-persist';

const signIn = (id: string | null) => registerAuthStore({ token: id ? 't' : '', record: id ? { id } : null, isValid: !!id });

afterEach(() => signIn(null));

describe('persisted query rows', () => {
  it('keep the row layout the purge and the e2e helpers read', () => {
    expect(rowOf(keys.watch('slug', 'alice'))).toEqual(['watch', 'alice:slug']);
    expect(rowOf(keys.comments('v1', null))).toEqual(['comments', ':v1']);
    expect(rowOf(keys.list('videos:newest', 2))).toEqual(['list', 'videos:newest:2']);
  });

  it("never store another member's private answer (a write that outlived a sign-out)", () => {
    signIn(null);
    expect(mayStore('watch', 'anon:s')).toBe(true);
    expect(mayStore('watch', 'alice:s')).toBe(false);
    expect(mayStore('comments', ':v')).toBe(true);
    expect(mayStore('list', 'videos:newest:1')).toBe(true);
    signIn('alice');
    expect(mayStore('watch', 'alice:s')).toBe(true);
    expect(mayStore('my_rating', 'bob:v')).toBe(false);
  });
});
