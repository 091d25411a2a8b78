// The English catalog texts found on a page (issue 27: no English left on any screen of
// another language). The page's visible text is compared line by line with the English
// catalog's messages: user content (video titles, category names, blog posts, the admin's
// own settings texts) is not in the catalogs, and messages that read the same in both
// languages are skipped. Used by tests/e2e/i18n*.spec.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../src/i18n/locales');
type Catalog = Record<string, string>;
const read = (lang: string, ns: string): Catalog => {
  try {
    return JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Catalog;
  } catch {
    return {};
  }
};
const namespaces = readdirSync(join(LOCALES, 'en')).map((f) => f.replace(/\.json$/, ''));

/** The literal pieces of an ICU message: text outside {placeholders} and <0> tags. */
function fragments(message: string): string[] {
  let depth = 0;
  let out = '';
  for (const ch of message) {
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else out += depth === 0 ? ch : '\u0000';
  }
  return out
    .replace(/<\/?\d+\/?>/g, '\u0000')
    .split('\u0000')
    .map((s) => s.replace(/\s+/g, ' ').trim().replace(/^[.,:;()"“”«»„]+|[,:;()"“”«»„]+$/g, '').trim())
    .filter((s) => /[A-Za-z]{3}/.test(s));
}

/** English texts that must not appear in `lang`: those whose translation differs. */
function englishOnly(lang: string, only?: string[]): string[] {
  const out = new Set<string>();
  for (const ns of only ?? namespaces) {
    const en = read('en', ns);
    const other = read(lang, ns);
    const otherText = Object.values(other).join('\n');
    for (const [key, msg] of Object.entries(en)) {
      if (other[key] === msg) continue;
      for (const f of fragments(msg)) if (!otherText.includes(f)) out.add(f);
    }
  }
  return [...out];
}

/** User content the page may show as written (titles, names), never a catalog text. */
async function userContent(page: Page): Promise<Set<string>> {
  const names = new Set<string>(['Reelhouse']);
  const cats = (await (await page.request.get('/api/collections/categories/records?perPage=500')).json()) as { items: Array<{ name: string }> };
  for (const c of cats.items) names.add(c.name);
  const vids = (await (await page.request.get('/api/collections/videos/records?perPage=200&sort=-created')).json()) as { items: Array<{ title: string; author?: string }> };
  for (const v of vids.items) names.add(v.title);
  // Blog posts are shown as their authors wrote them (issue 27 §6).
  const blogs = (await (await page.request.get('/api/reelhouse/blogs?page=1')).json()) as { items?: Array<{ title: string; excerpt: string }> };
  for (const b of blogs.items ?? []) names.add(b.title.trim()).add(b.excerpt.trim());
  // The admin's own texts (the site's headline and tagline settings).
  const settings = (await (await page.request.get('/api/collections/settings/records?perPage=200')).json()) as { items?: Array<{ value: unknown }> };
  for (const r of settings.items ?? []) {
    if (r.value && typeof r.value === 'object') for (const v of Object.values(r.value)) if (typeof v === 'string') names.add(v.trim());
  }
  // The plans' names as the admin wrote them (the premium modal and the payments list show them).
  const options = (await (await page.request.get('/api/reelhouse/payments/options')).json()) as { plans?: Array<{ name?: string }> };
  for (const p of options.plans ?? []) if (p.name) names.add(p.name.trim());
  return names;
}

/**
 * Lines of the page's visible text that are English catalog texts. With `attributes`, the
 * names and hints a screen reader or a field shows are read too (aria-label, placeholder,
 * title, alt of elements on the page), and `within` narrows both to one part (a dialog).
 */
export async function englishOnPage(page: Page, lang: string, only?: string[], opts: { attributes?: boolean; within?: string } = {}): Promise<string[]> {
  const english = englishOnly(lang, only);
  const ignore = await userContent(page);
  const text = await page.evaluate(
    ({ attributes, within }) => {
      const root = (within ? document.querySelector<HTMLElement>(within) : null) ?? document.body;
      const parts = [root.innerText];
      if (attributes) {
        for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
          for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
            const v = el.getAttribute(a);
            if (v) parts.push(v);
          }
        }
      }
      return parts.join('\n');
    },
    { attributes: !!opts.attributes, within: opts.within ?? null },
  );
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !ignore.has(l));
  const found: string[] = [];
  for (const line of lines) {
    for (const f of english) {
      // A whole line, or a longer phrase (3+ words) inside one.
      if (line === f || (f.split(' ').length >= 3 && line.includes(f))) found.push(`"${line}" ~ "${f}"`);
    }
  }
  return found;
}
