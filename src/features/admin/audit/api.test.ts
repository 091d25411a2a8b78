import { describe, expect, it } from 'vitest';
import { auditQuery } from './api';

describe('auditQuery', () => {
  it('sends only the filters that are set', () => {
    expect(auditQuery({ actor_name: '', action: 'case.remove', from: '2026-01-01', to: ' ' }, 2)).toBe('page=2&action=case.remove&from=2026-01-01');
    expect(auditQuery({ actor_name: ' boss ', action: '', from: '', to: '' }, 1)).toBe('page=1&actor_name=boss');
  });
});
