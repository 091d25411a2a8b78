// The `admin` and `creator` catalogs (issue 27, i18n-manage): every key the code uses
// exists in all four languages, no key is unused, every language has the same ICU
// placeholders, and each plural has the language's categories. Keys are found by scanning
// src/ for `const t = useT('admin')` and that function's `t('literal')` calls, `<T ns=… k=…>`
// and `tr('ns', 'key')`; a key the code picks at run time must appear as a quoted literal in
// a file under src/ (a `keys` array, a registry or a lookup table), which counts as a use.
import { describe, expect, it } from 'vitest';

// Vite reads the sources and catalogs (no Node types in src/'s tsconfig).
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./locales/**'], { query: '?raw', import: 'default', eager: true });
const CATALOGS = import.meta.glob<Record<string, string>>('./locales/*/*.json', { import: 'default', eager: true });
const NAMESPACES = ['admin', 'creator'] as const;
const LANGS = ['en', 'de', 'es', 'fr'] as const;
type Ns = (typeof NAMESPACES)[number];

const catalog = (lang: string, ns: string): Record<string, string> => {
  const cat = CATALOGS[`./locales/${lang}/${ns}.json`];
  if (!cat) throw new Error(`no catalog ${lang}/${ns}.json`);
  return cat;
};

interface Usage {
  called: Map<Ns, Set<string>>; // t('key') literals: must exist
  mentioned: Map<Ns, Set<string>>; // quoted literals in files of that namespace: count as used
  where: Map<string, string>;
}

function scan(): Usage {
  const called = new Map<Ns, Set<string>>(NAMESPACES.map((n) => [n, new Set<string>()]));
  const mentioned = new Map<Ns, Set<string>>(NAMESPACES.map((n) => [n, new Set<string>()]));
  const where = new Map<string, string>();
  for (const [rel, text] of Object.entries(SOURCES)) {
    const add = (ns: string, key: string) => {
      if (!(NAMESPACES as readonly string[]).includes(ns)) return;
      called.get(ns as Ns)!.add(key);
      where.set(`${ns}:${key}`, rel);
    };
    for (const m of text.matchAll(/\b(\w+)\s*=\s*useT\(\s*'(\w+)'\s*\)/g)) {
      const [, fn, ns] = m as unknown as [string, string, string];
      if (!(NAMESPACES as readonly string[]).includes(ns)) continue;
      for (const c of text.matchAll(new RegExp(`\\b${fn}\\(\\s*'([^']+)'`, 'g'))) add(ns, c[1]!);
    }
    for (const m of text.matchAll(/<T\s+ns="(\w+)"\s+k="([^"]+)"/g)) {
      add(m[1]!, m[2]!);
    }
    for (const m of text.matchAll(/\btr\(\s*'(\w+)',\s*'([^']+)'/g)) {
      add(m[1]!, m[2]!);
    }
    // Keys picked at run time (registries, lookup tables) may live in a file without useT.
    for (const ns of NAMESPACES) for (const m of text.matchAll(/'([a-z0-9_]+(?:\.[a-z0-9_-]+)+)'/g)) mentioned.get(ns)!.add(m[1]!);
  }
  return { called, mentioned, where };
}

/** The ICU arguments of a message: `name` for {name}, `name:plural` etc. for the others. */
function args(msg: string): { names: Set<string>; plurals: { name: string; cats: Set<string> }[] } {
  const names = new Set<string>();
  const plurals: { name: string; cats: Set<string> }[] = [];
  const walkMsg = (s: string) => {
    let i = 0;
    while (i < s.length) {
      if (s[i] !== '{') {
        i++;
        continue;
      }
      let depth = 0;
      let end = i;
      for (; end < s.length; end++) {
        if (s[end] === '{') depth++;
        else if (s[end] === '}' && --depth === 0) break;
      }
      if (depth !== 0) throw new Error(`unbalanced braces in ${JSON.stringify(msg)}`);
      const inner = s.slice(i + 1, end);
      const [name = '', kind, ...rest] = inner.split(',');
      if (!/^\s*\w+\s*$/.test(name)) throw new Error(`bad argument ${JSON.stringify(inner)} in ${JSON.stringify(msg)}`);
      const kindName = kind?.trim();
      names.add(kindName ? `${name.trim()}:${kindName}` : name.trim());
      if (kindName === 'plural' || kindName === 'select') {
        const body = rest.join(',');
        const cats = new Set<string>();
        const re = /\s*([=\w]+)\s*\{/y;
        let j = 0;
        while (j < body.length && body.slice(j).trim()) {
          re.lastIndex = j;
          const hit = re.exec(body);
          if (!hit) throw new Error(`bad ${kindName} in ${JSON.stringify(msg)}`);
          let d = 0;
          let k = re.lastIndex - 1;
          for (; k < body.length; k++) {
            if (body[k] === '{') d++;
            else if (body[k] === '}' && --d === 0) break;
          }
          cats.add(hit[1]!);
          walkMsg(body.slice(re.lastIndex, k));
          j = k + 1;
        }
        if (!cats.has('other')) throw new Error(`${kindName} without other in ${JSON.stringify(msg)}`);
        if (kindName === 'plural') plurals.push({ name: name.trim(), cats });
      } else if (kindName && kindName !== 'number' && kindName !== 'date' && kindName !== 'time') {
        throw new Error(`unknown argument type ${kindName} in ${JSON.stringify(msg)}`);
      }
      i = end + 1;
    }
  };
  walkMsg(msg);
  return { names, plurals };
}

const usage = scan();

describe.each(NAMESPACES)('the %s catalogs', (ns) => {
  const en = catalog('en', ns);

  it('has every key the code uses, in every language', () => {
    for (const lang of LANGS) {
      const cat = catalog(lang, ns);
      const missing = [...usage.called.get(ns)!].filter((k) => !(k in cat)).map((k) => `${k} (${usage.where.get(`${ns}:${k}`)})`);
      expect(missing, `${lang}/${ns}.json misses`).toEqual([]);
    }
  });

  it('has no key the code does not use', () => {
    const used = new Set([...usage.called.get(ns)!, ...usage.mentioned.get(ns)!]);
    expect(Object.keys(en).filter((k) => !used.has(k))).toEqual([]);
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s has exactly the English keys, translated', (lang) => {
    const cat = catalog(lang, ns);
    expect(Object.keys(cat).sort()).toEqual(Object.keys(en).sort());
    expect(Object.entries(cat).filter(([, v]) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
  });

  it.each(LANGS)('%s messages are valid ICU with the English placeholders and its plural forms', (lang) => {
    const cat = catalog(lang, ns);
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.filter((c) => c !== 'many');
    for (const [key, msg] of Object.entries(cat)) {
      const mine = args(msg);
      expect([...mine.names].sort(), `${lang} ${key}`).toEqual([...args(en[key] ?? '').names].sort());
      for (const p of mine.plurals) {
        const lacking = needed.filter((c) => !p.cats.has(c) && !(c === 'one' && p.cats.has('=1')));
        expect(lacking, `${lang} ${key}: plural {${p.name}} lacks`).toEqual([]);
      }
    }
  });
});

it('finds the admin and creator screens using their catalogs', () => {
  expect(usage.called.get('admin')!.size).toBeGreaterThan(50);
  expect(usage.called.get('creator')!.size).toBeGreaterThan(50);
});
