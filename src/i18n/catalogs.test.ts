// The catalogs against the code (issue 27 §2; docs/i18n.md): every key the
// code uses exists in every language, no catalog holds a key nobody uses, every message is
// valid ICU MessageFormat with the same placeholders as English, and counts are plurals.
// Usages are found by scanning src/: `const t = useT('ns')` then `t('key')`, `<T ns="ns"
// k="key"`, `tr('ns', 'key')`, computed keys listed in a `...Keys = ['a', 'b']` array
// of a file with a single namespace, and any quoted dotted key of a catalog anywhere in src/
// (the admin and creator screens keep keys in tables, e.g. a reason's label key, and
// translate them at render).
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const LANGS = ['en', 'de', 'es', 'fr'];
// Raw texts (?raw: not compiled by vite.config.ts's linguiCatalogs).
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });
const catalogs = import.meta.glob<string>('./locales/*/*.json', { query: '?raw', import: 'default', eager: true });

type Catalog = Record<string, string>;
const catalog = (lang: string, ns: string): Catalog | null => {
  const text = catalogs[`./locales/${lang}/${ns}.json`];
  return text === undefined ? null : (JSON.parse(text) as Catalog);
};
const namespaces = Object.keys(catalogs)
  .filter((f) => f.startsWith('./locales/en/'))
  .map((f) => f.slice('./locales/en/'.length, -'.json'.length));

/** ns → key → files using it. */
function usages(): Map<string, Map<string, string[]>> {
  const used = new Map<string, Map<string, string[]>>();
  const add = (ns: string, key: string, file: string) => {
    if (!used.has(ns)) used.set(ns, new Map());
    const m = used.get(ns)!;
    m.set(key, [...(m.get(key) ?? []), file]);
  };
  const strings = (list: string) => [...list.matchAll(/'([^']+)'|"([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
  for (const [file, src] of Object.entries(sources)) {
    if (file.startsWith('./')) continue; // src/i18n itself: its comments show examples
    const bindings = [...src.matchAll(/(\w+)\s*=\s*useT\(\s*'(\w+)'\s*\)/g)].map((m) => [m[1]!, m[2]!] as const);
    for (const [name, ns] of bindings) {
      for (const m of src.matchAll(new RegExp(`(?<![\\w.])${name}\\(\\s*(['"])([^'"]+)\\1`, 'g'))) add(ns!, m[2]!, file);
    }
    for (const m of src.matchAll(/<T\s+ns="(\w+)"\s+k="([^"]+)"/g)) add(m[1]!, m[2]!, file);
    for (const m of src.matchAll(/\btr\(\s*'(\w+)',\s*'([^']+)'/g)) add(m[1]!, m[2]!, file);
    const nsInFile = new Set([...bindings.map(([, ns]) => ns), ...[...src.matchAll(/<T\s+ns="(\w+)"/g)].map((m) => m[1]!)]);
    for (const m of src.matchAll(/\w*[kK]eys\s*(?::[^=]+)?=\s*\[([^\]]*)\]/g)) {
      const found = strings(m[1]!);
      // Only in a file that translates with exactly one namespace (else: not message keys).
      if (!found.length || nsInFile.size !== 1) continue;
      for (const key of found) add([...nsInFile][0]!, key, file);
    }
  }
  const literals = new Map<string, string>(); // quoted string → first file holding it
  for (const [file, src] of Object.entries(sources)) {
    if (file.startsWith('./')) continue;
    for (const m of src.matchAll(/'([a-z0-9_]+(?:\.[a-z0-9_]+)+)'/g)) if (!literals.has(m[1]!)) literals.set(m[1]!, file);
  }
  for (const ns of namespaces) {
    for (const key of Object.keys(catalog('en', ns) ?? {})) {
      const file = literals.get(key);
      if (file && !used.get(ns)?.has(key)) add(ns, key, file);
    }
  }
  return used;
}

const used = usages();

/** The placeholder names of an ICU message ("{count, plural, …}" → count). */
function placeholders(msg: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const t of tokens) {
      if (Array.isArray(t) && typeof t[0] === 'string') {
        names.add(t[0]);
        if (t[2] && typeof t[2] === 'object') for (const v of Object.values(t[2] as object)) walk(v);
      }
    }
  };
  walk(compileMessageOrThrow(msg));
  return [...names].sort();
}

describe('message catalogs', () => {
  it('has all four languages for every namespace', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const ns of namespaces) for (const lang of LANGS) expect(catalog(lang, ns), `${lang}/${ns}.json`).not.toBeNull();
  });

  it('has every key the code uses, in every language', () => {
    const missing: string[] = [];
    for (const [ns, keys] of used) {
      for (const lang of LANGS) {
        const c = catalog(lang, ns) ?? {};
        for (const [key, where] of keys) if (!(key in c)) missing.push(`${lang}/${ns}: ${key} (${where[0]})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no key the code does not use', () => {
    const unused: string[] = [];
    for (const ns of namespaces) {
      if (ns === 'errors') continue; // keyed by the server's codes: src/i18n/server-codes.test.ts
      const keys = used.get(ns) ?? new Map();
      for (const key of Object.keys(catalog('en', ns) ?? {})) if (!keys.has(key)) unused.push(`${ns}: ${key}`);
    }
    expect(unused).toEqual([]);
  });

  it('has the same keys and placeholders in every language as in English', () => {
    const problems: string[] = [];
    for (const ns of namespaces) {
      const en = catalog('en', ns) ?? {};
      for (const lang of LANGS.slice(1)) {
        const c = catalog(lang, ns) ?? {};
        for (const key of Object.keys(c)) if (!(key in en)) problems.push(`${lang}/${ns}: extra ${key}`);
        for (const [key, msg] of Object.entries(en)) {
          if (typeof c[key] !== 'string' || !c[key].trim()) continue; // reported as missing above
          const a = placeholders(msg).join(',');
          const b = placeholders(c[key]).join(',');
          if (a !== b) problems.push(`${lang}/${ns}: ${key} has {${b}}, English {${a}}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has only valid ICU messages, with plurals that have "one" and "other" for counts', () => {
    const problems: string[] = [];
    for (const ns of namespaces) {
      for (const lang of LANGS) {
        for (const [key, msg] of Object.entries(catalog(lang, ns) ?? {})) {
          if (typeof msg !== 'string' || !msg.trim()) {
            problems.push(`${lang}/${ns}: ${key} is empty`);
            continue;
          }
          try {
            compileMessageOrThrow(msg);
          } catch (e) {
            problems.push(`${lang}/${ns}: ${key}: ${(e as Error).message}`);
            continue;
          }
          for (const m of msg.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)) {
            const rest = msg.slice(m.index);
            if (!/\bone\s*\{/.test(rest) || !/\bother\s*\{/.test(rest)) problems.push(`${lang}/${ns}: ${key}: plural of ${m[1]} lacks one/other`);
          }
          // A bare {count} would print "1 videos": counts go through plural.
          if (/\{\s*count\s*\}/.test(msg) && !/\{\s*count\s*,\s*plural/.test(msg)) problems.push(`${lang}/${ns}: ${key}: {count} outside a plural`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
