import { describe, expect, it } from 'vitest';
import { secondsLeft } from './session-keeper';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (exp: number) => `${b64({ alg: 'HS256' })}.${b64({ exp })}.sig`;

describe('secondsLeft', () => {
  it('reads exp from the token', () => expect(secondsLeft(token(1000), 400_000)).toBe(600));
  it('is null without a token', () => expect(secondsLeft('')).toBeNull());
});
