// SHIM (i18n-manage, issue 27): a stand-in for i18n-public's src/i18n/index.ts so this
// branch compiles and its screens render English. Same exports as the contract
// (useT, T, useLocale, tr); English only, synchronous, a tiny ICU subset ({var},
// {n, plural, ...} with #, {v, select, ...}, {n, number}). The lead keeps i18n-public's file at merge.
import { Fragment, cloneElement, createElement, type ReactElement, type ReactNode } from 'react';

type Catalog = Record<string, string>;
const files = import.meta.glob<Catalog>('./locales/en/*.json', { eager: true, import: 'default' });
const catalogs: Record<string, Catalog> = {};
for (const [path, cat] of Object.entries(files)) catalogs[path.replace(/^.*\/(\w+)\.json$/, '$1')] = cat;

/** The matching `}` of the `{` at `open`. */
function close(msg: string, open: number): number {
  let depth = 0;
  for (let i = open; i < msg.length; i++) {
    if (msg[i] === '{') depth++;
    else if (msg[i] === '}' && --depth === 0) return i;
  }
  return msg.length;
}

/** `one {…} other {…}` → { one: '…', other: '…' }. */
function branches(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  while (i < body.length) {
    const m = /\s*([=\w]+)\s*\{/y;
    m.lastIndex = i;
    const hit = m.exec(body);
    if (!hit) break;
    const open = m.lastIndex - 1;
    const end = close(body, open);
    out[hit[1]!] = body.slice(open + 1, end);
    i = end + 1;
  }
  return out;
}

const plurals = new Intl.PluralRules('en');

export function format(msg: string, values: Record<string, unknown> = {}, hash?: string): string {
  let out = '';
  for (let i = 0; i < msg.length; i++) {
    const c = msg[i];
    if (c === '#' && hash !== undefined) {
      out += hash;
    } else if (c === '{') {
      const end = close(msg, i);
      const inner = msg.slice(i + 1, end);
      const [name = '', kind, ...rest] = inner.split(',');
      const key = name.trim();
      const v = values[key];
      if (kind === undefined) out += String(v ?? '');
      else if (kind.trim() === 'number') out += Number(v).toLocaleString('en');
      else {
        const b = branches(rest.join(','));
        if (kind.trim() === 'plural') {
          const n = Number(v);
          const pick = b[`=${n}`] ?? b[plurals.select(n)] ?? b.other ?? '';
          out += format(pick, values, n.toLocaleString('en'));
        } else out += format(b[String(v)] ?? b.other ?? '', values, hash);
      }
      i = end;
    } else out += c;
  }
  return out;
}

export function tr(ns: string, key: string, values?: Record<string, unknown>): string {
  const msg = catalogs[ns]?.[key];
  return msg === undefined ? key : format(msg, values);
}

type TFn = (key: string, values?: Record<string, unknown>) => string;
const bound = new Map<string, TFn>();

/** A stable function per namespace (safe in hook dependency lists). */
export function useT(ns: string): TFn {
  let fn = bound.get(ns);
  if (!fn) bound.set(ns, (fn = (key, values) => tr(ns, key, values)));
  return fn;
}

export function useLocale(): string {
  return 'en';
}

/** A message with inline elements: `<0>text</0>` renders components[0] around "text". */
export function T(props: { ns: string; k: string; values?: Record<string, unknown>; components?: Record<number, ReactElement> }): ReactNode {
  const text = tr(props.ns, props.k, props.values);
  const parts: ReactNode[] = [];
  const re = /<(\d+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    parts.push(text.slice(last, m.index));
    const el = props.components?.[Number(m[1])];
    parts.push(el ? cloneElement(el, { key: m.index }, m[2]) : m[2]);
    last = re.lastIndex;
  }
  parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
