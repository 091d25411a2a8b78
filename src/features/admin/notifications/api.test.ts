import { describe, expect, it } from 'vitest';
import { checkSend } from './api';

describe('checkSend', () => {
  it('needs a non-blank subject and content', () => {
    expect(checkSend(' ', 'c', 'all', 0)).toBe('Please fill in all fields');
    expect(checkSend('s', '\n ', 'all', 0)).toBe('Please fill in all fields');
  });
  it('needs a recipient when sending to chosen users only', () => {
    expect(checkSend('s', 'c', 'users', 0)).toBe('Please select at least one recipient');
    expect(checkSend('s', 'c', 'users', 1)).toBeNull();
    expect(checkSend('s', 'c', 'creators', 0)).toBeNull();
  });
});
