// The server's error codes against the `errors` catalogs (issue 27 §1): every code the Go
// routes (internal/, through internal/apierr) and the JS hooks (pb_hooks/, through
// lib/fail.js) can answer with has a message in en, de, es and fr, and the catalogs hold
// no code the server no longer sends (client-only keys are those src/ reads with
// tr('errors', '…')). Codes are found in the sources as written:
//   Go:  apierr.NotFound("video_not_found", …) (and BadRequest, Invalid, …), apierr.New(status, "code", …),
//        apierr.Refuse[f]("code", …), a throttle rule's Code: "code", and the values of a
//        `var …Codes = map[…]string{…}` table;
//   JS:  lower_snake literals on a line that calls fail.js or requireUser, or in a
//        validator's `code: "…"` (PocketBase's own validation_* field codes excluded).
import { describe, expect, it } from 'vitest';

const LANGS = ['en', 'de', 'es', 'fr'];
// Raw texts, keyed "../../internal/…" (src/i18n/catalogs.test.ts reads src/ the same way).
const goSources = import.meta.glob<string>(['../../internal/**/*.go', '!../../internal/**/*_test.go', '!../../internal/apierr/**'], { query: '?raw', import: 'default', eager: true });
const jsSources = import.meta.glob<string>(['../../pb_hooks/**/*.js', '!../../pb_hooks/**/*.test.js'], { query: '?raw', import: 'default', eager: true });
const appSources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });
const catalogs = import.meta.glob<string>('./locales/*/errors.json', { query: '?raw', import: 'default', eager: true });

const repoPath = (key: string) => key.replace(/^\.\.\/\.\.\//, '');

/** code → first file emitting it. */
function serverCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  const add = (code: string, file: string) => {
    if (!codes.has(code)) codes.set(code, file);
  };
  for (const [key, src] of Object.entries(goSources)) {
    const file = repoPath(key);
    const patterns = [
      /apierr\.(?:BadRequest|NotFound|Unauthorized|Forbidden|Conflict|Invalid)\(\s*"([a-z0-9_]+)"/g,
      /apierr\.(?:New|Wrap|WithFields)\([^,]+,\s*"([a-z0-9_]+)"/g,
      /apierr\.Refusef?\(\s*"([a-z0-9_]+)"/g,
      /\bCode:\s*"([a-z0-9_]+)"/g,
    ];
    for (const re of patterns) for (const m of src.matchAll(re)) add(m[1]!, file);
    for (const table of src.matchAll(/var \w*Codes = map\[[^\]]+\]string\{([\s\S]*?)\n\}/g)) {
      for (const m of table[1]!.matchAll(/:\s*"([a-z0-9_]+)"/g)) add(m[1]!, file);
    }
  }
  for (const [key, src] of Object.entries(jsSources)) {
    const file = repoPath(key);
    for (const line of src.split('\n')) {
      if (!/fail\.js|\bfail\.|\bcode:|requireUser\(/.test(line)) continue;
      for (const m of line.matchAll(/"([a-z]+(?:_[a-z0-9]+)+)"/g)) if (!m[1]!.startsWith('validation_')) add(m[1]!, file);
    }
  }
  return codes;
}

const catalog = (lang: string) => JSON.parse(catalogs[`./locales/${lang}/errors.json`] ?? '{}') as Record<string, string>;

/** Keys src/ itself reads from the errors catalog (network, rate limit, the 429's wait). */
function clientKeys(): Set<string> {
  const keys = new Set<string>();
  for (const src of Object.values(appSources)) {
    for (const m of src.matchAll(/\btr\(\s*'errors',\s*'([^']+)'/g)) keys.add(m[1]!);
  }
  return keys;
}

describe('server error codes', () => {
  const codes = serverCodes();

  it('finds the codes of both servers', () => {
    // A broken extraction would pass the checks below vacuously.
    expect(codes.size).toBeGreaterThan(150);
    expect(codes.get('video_not_found')).toMatch(/^internal\//);
    expect(codes.get('comment_empty')).toMatch(/^internal\//);
    expect(codes.get('too_many_comments')).toMatch(/^internal\//);
    expect(codes.get('username_taken')).toMatch(/^pb_hooks\//);
    expect(codes.get('recipients_required')).toBeDefined();
  });

  it('has every code in every language', () => {
    const missing: string[] = [];
    for (const lang of LANGS) {
      const c = catalog(lang);
      for (const [code, file] of codes) if (typeof c[code] !== 'string' || !c[code].trim()) missing.push(`${lang}: ${code} (${file})`);
    }
    expect(missing).toEqual([]);
  });

  it('has no code the server no longer sends', () => {
    const client = clientKeys();
    const stale = Object.keys(catalog('en')).filter((k) => !codes.has(k) && !client.has(k));
    expect(stale).toEqual([]);
  });
});
