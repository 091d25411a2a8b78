import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, CREATOR_TABS, resolveTab } from './dashboard-tabs';

describe('resolveTab', () => {
  it('defaults to dashboard', () => {
    expect(resolveTab(ADMIN_TABS, null)).toBe('dashboard');
    expect(resolveTab(ADMIN_TABS, 'nope')).toBe('dashboard');
  });
  it('reads the query parameter', () => {
    expect(resolveTab(ADMIN_TABS, 'premium-videos')).toBe('premium-videos');
  });
  it('prefers navigation state', () => {
    expect(resolveTab(ADMIN_TABS, 'videos', 'blogs')).toBe('blogs');
    expect(resolveTab(CREATOR_TABS, 'videos', 'blogs')).toBe('videos');
  });
  it('keeps creators to their own tabs', () => {
    expect(resolveTab(CREATOR_TABS, 'settings')).toBe('dashboard');
  });
});
