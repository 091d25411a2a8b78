import { describe, expect, it } from 'vitest';
import { embedFromServer, parseEmbedSites } from './embed-schema';

describe('parseEmbedSites (the listed sites, as the server takes them)', () => {
  it('takes one https origin per line, lower-cased, without a trailing slash, once each', () => {
    expect(parseEmbedSites(' https://Blog.Example/\n\nhttps://fans.example:8443\nhttps://blog.example', 'listed')).toEqual({
      sites: ['https://blog.example', 'https://fans.example:8443'],
    });
  });
  it('names the first line that is not an https origin', () => {
    for (const bad of ['http://blog.example', 'https://blog.example/page', 'blog.example', 'https://a.example; script-src *', 'https://-a.example']) {
      expect(parseEmbedSites(`https://ok.example\n${bad}`, 'listed')).toEqual({ problem: { key: 'validation.embed.not_https', line: 2, site: bad } });
    }
    expect(parseEmbedSites(`https://${'a'.repeat(200)}.example`, 'on')).toMatchObject({ problem: { key: 'validation.embed.too_long', line: 1 } });
  });
  it('bounds the count and needs one site when only listed sites may embed', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `https://s${i}.example`).join('\n');
    expect(parseEmbedSites(lines(51), 'on')).toEqual({ problem: { key: 'validation.embed.too_many' } });
    expect(parseEmbedSites(lines(50), 'on')).toMatchObject({ sites: expect.any(Array) });
    expect(parseEmbedSites('', 'listed')).toEqual({ problem: { key: 'validation.embed.none_listed' } });
    expect(parseEmbedSites('', 'off')).toEqual({ sites: [] });
  });
  it('reads an unset or odd stored value as "any site"', () => {
    expect(embedFromServer(null)).toEqual({ mode: 'on', sites: [] });
    expect(embedFromServer({ mode: 'listed', sites: ['https://a.example'] })).toEqual({ mode: 'listed', sites: ['https://a.example'] });
    expect(embedFromServer({ mode: 'bogus' as never })).toEqual({ mode: 'on', sites: [] });
  });
});
