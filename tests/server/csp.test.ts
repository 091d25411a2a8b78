// The security headers of the HTML documents (internal/web/csp.go): a strict script
// policy that gains the ad networks only while ads are on, frames for the enabled video
// hosts, and an ETag that changes with the policy. Restores what it changes.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, superuser } from './helpers';

/** The CSP hash of each inline classic script of a page (what the server must allow, no more). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs ?? '') && !/type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs ?? ''))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`);
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

async function setValue(key: string, value: unknown) {
  const su = await superuser();
  const row = await su.collection('settings').getFirstListItem(su.filter('key = {:k}', { k: key }));
  await su.collection('settings').update(row.id, { value });
}

const saved: Record<string, unknown> = {};
beforeAll(async () => {
  const su = await superuser();
  for (const key of ['ad_preferences', 'cdn_preferences', 'integrations']) {
    saved[key] = (await su.collection('settings').getFirstListItem(su.filter('key = {:k}', { k: key }))).value;
  }
  // The seed turns the external hosts off (no keys on a fresh install); frames for enabled
  // hosts are what these tests check, so they start from all hosts on.
  saved.cdn_preferences = { ...(saved.cdn_preferences as object), use_doodstream: true, use_vidguard: true, use_streamtape: true };
  await setValue('cdn_preferences', saved.cdn_preferences);
});
afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) await setValue(key, value);
});

describe('HTML documents carry the security headers', () => {
  it('every client route: CSP, nosniff, frame options, referrer and permissions policies', async () => {
    await setValue('ad_preferences', { ...(saved.ad_preferences as object), enabled: false });
    for (const path of ['/', '/video/some-slug', '/admin/dashboard', '/blog/x']) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      // 'self' and exactly the page's own inline scripts (index.html's early requests and
      // route preloads), by hash: no 'unsafe-inline', no other host while ads are off.
      const hashes = inlineScriptHashes(res.body);
      expect(hashes.length, path).toBeGreaterThan(0);
      expect(directive(csp, 'script-src'), path).toBe(["script-src 'self'", ...hashes].join(' '));
      expect(directive(csp, 'connect-src'), path).toBe("connect-src 'self'");
      expect(directive(csp, 'frame-src')).toContain('https://dood.to');
      expect(directive(csp, 'frame-src')).toContain('https://streamtape.com');
      expect(directive(csp, 'frame-src')).toContain('https://vidguard.to');
      expect(directive(csp, 'media-src')).toBe("media-src 'self' blob:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('ad hosts only while ads are on, and only the networks of enabled zones', async () => {
    const off = await rawGet('/');
    expect(off.headers.get('content-security-policy')).not.toMatch(/magsrv|jads|juicy/);
    const zone = { enabled: true, zone_id: 'z1', zone_class: '' };
    await setValue('ad_preferences', { enabled: true, desktop: { skyscraper: zone } });
    const exo = await rawGet('/');
    const exoCsp = exo.headers.get('content-security-policy') ?? '';
    expect(directive(exoCsp, 'script-src')).toContain('https://*.magsrv.com');
    expect(directive(exoCsp, 'script-src')).not.toContain('jads');
    expect(directive(exoCsp, 'frame-src')).toContain('https://*.magsrv.com');
    // A cached shell must learn about the new policy: the ETag follows it.
    expect(exo.headers.get('etag')).not.toBe(off.headers.get('etag'));

    // Settings merge with what is stored: switch the ExoClick zone off explicitly.
    await setValue('ad_preferences', {
      enabled: true,
      desktop: { skyscraper: { ...zone, enabled: false } },
      juicyads: { banner: zone, popunder: { enabled: true, script_url: 'https://js.juicy.example/pop.php?id=1' } },
    });
    const juicy = directive((await rawGet('/')).headers.get('content-security-policy') ?? '', 'script-src');
    expect(juicy).toContain('https://*.jads.co');
    expect(juicy).toContain('https://js.juicy.example');
    expect(juicy).not.toContain('magsrv');
  });

  it('frames follow cdn_preferences: a disabled host is not allowed', async () => {
    await setValue('cdn_preferences', { ...(saved.cdn_preferences as object), use_doodstream: false });
    const csp = (await rawGet('/')).headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'frame-src')).not.toContain('dood.to');
    expect(directive(csp, 'frame-src')).toContain('https://streamtape.com');
  });

  it("frames allow the operator's extra embed_origins (README), https origins only", async () => {
    const extra = ['https://player.example.net/e/1', 'http://plain.example', "https://x.example 'unsafe-inline'"];
    await setValue('integrations', { ...(saved.integrations as object), embed_origins: extra });
    const frames = directive((await rawGet('/')).headers.get('content-security-policy') ?? '', 'frame-src');
    expect(frames).toContain('https://player.example.net');
    expect(frames).not.toContain('/e/1');
    expect(frames).not.toContain('plain.example');
    expect(frames).not.toContain('x.example');
  });
});
