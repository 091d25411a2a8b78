import { describe, expect, it } from 'vitest';
import { guardDecision, hasRole, premiumAction, uploadArea, type RoleBearer } from './roles';

const user = (over: Partial<RoleBearer> = {}): RoleBearer => ({
  roles: [],
  is_admin: false,
  is_creator: false,
  is_premium: false,
  ...over,
});

describe('hasRole', () => {
  it('reads the server flags', () => {
    expect(hasRole(user({ is_admin: true, roles: ['admin'] }), 'admin')).toBe(true);
    expect(hasRole(user({ is_creator: true }), 'creator')).toBe(true);
    expect(hasRole(user({ is_premium: true }), 'premium')).toBe(true);
    expect(hasRole(user(), 'premium')).toBe(false);
    expect(hasRole(null, 'admin')).toBe(false);
  });
  it('does not trust a roles list the server flags contradict', () => {
    expect(hasRole(user({ roles: ['admin'], is_admin: false }), 'admin')).toBe(false);
  });
});

describe('uploadArea', () => {
  it('prefers admin, then creator', () => {
    expect(uploadArea(user({ is_admin: true, is_creator: true }))).toBe('admin');
    expect(uploadArea(user({ is_creator: true }))).toBe('creator');
    expect(uploadArea(user({ is_premium: true }))).toBeNull();
    expect(uploadArea(null)).toBeNull();
  });
});

describe('premiumAction', () => {
  it('depends on sign-in and premium', () => {
    expect(premiumAction(null)).toBe('signup-first');
    expect(premiumAction(user())).toBe('upgrade');
    expect(premiumAction(user({ is_premium: true }))).toBe('dashboard');
  });
});

describe('guardDecision', () => {
  it('waits while the session loads', () => {
    expect(guardDecision({ status: 'loading', user: null }, 'admin')).toBe('loading');
  });
  it('sends visitors to log in', () => {
    expect(guardDecision({ status: 'ready', user: null }, 'creator')).toBe('login');
  });
  it('denies signed-in users without the role', () => {
    expect(guardDecision({ status: 'ready', user: user({ is_creator: true }) }, 'admin')).toBe('denied');
  });
  it('allows the role', () => {
    expect(guardDecision({ status: 'ready', user: user({ is_premium: true }) }, 'premium')).toBe('allow');
  });
  it('reports an unverifiable session as an error, not as signed out', () => {
    expect(guardDecision({ status: 'error', user: null }, 'admin')).toBe('error');
    expect(guardDecision({ status: 'error', user: user({ is_admin: true }) }, 'admin')).toBe('allow');
  });
});
