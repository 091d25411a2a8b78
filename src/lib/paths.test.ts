import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds the public pages', () => {
    expect(paths.home()).toBe('/');
    expect(paths.home({ category: 'newest', page: 2 })).toBe('/?category=newest&page=2');
    expect(paths.categories()).toBe('/categories');
    expect(paths.statement2257()).toBe('/2257');
    expect(paths.notFound()).toBe('/404');
  });

  it('encodes the trimmed search and drops blank searches', () => {
    expect(paths.videos()).toBe('/videos');
    expect(paths.videos('   ')).toBe('/videos');
    expect(paths.videos(' hot & new ')).toBe('/videos?search=hot%20%26%20new');
  });

  it('encodes slugs and leaves page 1 out', () => {
    expect(paths.video('my-video')).toBe('/video/my-video');
    expect(paths.video('a/b c')).toBe('/video/a%2Fb%20c');
    expect(paths.category('amateur')).toBe('/categories/amateur');
    expect(paths.category('amateur', 1)).toBe('/categories/amateur');
    expect(paths.category('amateur', 3)).toBe('/categories/amateur?page=3');
    expect(paths.blog('hello')).toBe('/blog/hello');
  });

  it('builds dashboards with tabs', () => {
    expect(paths.admin.dashboard()).toBe('/admin/dashboard');
    expect(paths.admin.dashboard('videos')).toBe('/admin/dashboard?tab=videos');
    expect(paths.creator.dashboard('videos')).toBe('/creator/dashboard?tab=videos');
    expect(paths.admin.upload()).toBe('/admin/dashboard?tab=videos&upload=1');
    expect(paths.premium.dashboard()).toBe('/premium/dashboard');
  });

  it('builds account and payment links', () => {
    expect(paths.resetPassword()).toBe('/reset-password');
    expect(paths.resetPassword('/admin/login')).toBe('/reset-password?returnTo=%2Fadmin%2Flogin');
    expect(paths.verifyEmail('a.b-c_d')).toBe('/verify-email?token=a.b-c_d');
    expect(paths.confirmEmail('a.b-c_d')).toBe('/confirm-email?token=a.b-c_d');
    expect(paths.appeal('abc', 'r1', 'f00')).toBe('/appeal/abc?report=r1&token=f00');
    expect(paths.premium.paymentSuccess('PREMIUM-123456ABCD')).toBe(
      '/premium/payment/success?order_id=PREMIUM-123456ABCD',
    );
  });

  it('has a pattern for every route of the spec', () => {
    const all = Object.values(routePatterns);
    for (const p of [
      '/', '/videos', '/categories', '/categories/:slug', '/video/:slug', '/blogs', '/blog/:slug',
      '/contact', '/partners', '/dmca', '/privacy', '/terms', '/2257', '/sitemap', '/login',
      '/signup', '/reset-password', '/verify-email', '/confirm-email', '/testsignup', '/premium/login', '/premium/signup',
      '/premium/payment/success', '/premium/payment/cancel', '/premium/payment/callback',
      '/premium/dashboard', '/creator/signup', '/creator/login', '/creator/dashboard',
      '/creator/terms', '/admin/login', '/admin/dashboard', '/admin', '/creator', '/premium', '/404',
    ]) {
      expect(all).toContain(p);
    }
  });
});
