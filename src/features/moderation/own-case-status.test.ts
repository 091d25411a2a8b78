import { describe, expect, it } from 'vitest';
import { ownCaseStatusKey } from './own-case-status';

describe('ownCaseStatusKey', () => {
  it('a held upload awaits review and is published once approved, never "reported"', () => {
    expect(ownCaseStatusKey({ source: 'review', status: 'open' })).toBe('cases.status.awaiting_review');
    expect(ownCaseStatusKey({ source: 'review', status: 'restored' })).toBe('cases.status.published');
    expect(ownCaseStatusKey({ source: 'review', status: 'removed' })).toBe('cases.status.removed');
  });
  it('a reported item keeps the report wording', () => {
    expect(ownCaseStatusKey({ source: 'report', status: 'open' })).toBe('cases.status.open');
    expect(ownCaseStatusKey({ source: 'report', status: 'restored' })).toBe('cases.status.restored');
  });
});
