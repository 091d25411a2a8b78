import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, resolveTab } from '../../lib/dashboard-tabs';
import { ADMIN_TAB_IDS, ADMIN_TAB_INFO, adminShellTabs } from './tabs';

describe('admin tab registry', () => {
  it('lists every admin tab once, each with a label, an icon and a link', () => {
    expect([...ADMIN_TAB_IDS].sort()).toEqual([...ADMIN_TABS].sort());
    expect(new Set(ADMIN_TAB_IDS).size).toBe(ADMIN_TAB_INFO.length);
    for (const t of adminShellTabs) {
      expect(t.label).toBeTruthy();
      expect(t.icon).toBeTruthy();
      expect(t.href).toBe(t.id === 'dashboard' ? '/admin/dashboard?tab=dashboard' : `/admin/dashboard?tab=${t.id}`);
    }
  });
  it('resolves the URL against the registry: state wins, unknown falls back to dashboard', () => {
    expect(resolveTab(ADMIN_TAB_IDS, 'assets')).toBe('assets');
    expect(resolveTab(ADMIN_TAB_IDS, 'assets', 'partners')).toBe('partners');
    expect(resolveTab(ADMIN_TAB_IDS, 'nope')).toBe('dashboard');
  });
});
