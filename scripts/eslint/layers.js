// house/layers: the import boundaries the architecture notes state, checked on the
// resolved path of every relative import (so `../x` means the same from any depth):
// - `ui`, `data` and `lib` import no feature and never `app/`;
// - `features/<a>` never imports `app/`, and imports another feature only when that
//   feature is in <a>'s allow-list (FEATURE_DEPS);
// - `i18n/` is a layer like `lib`: no feature, never `app/`;
// - `sw.ts` (the service worker) imports only `data`, `lib` and `i18n`: no React tree;
// - `app/` and `main.tsx` wire the app and may import anything;
// - the allow-list has no cycles (checked when the rule loads): two features that need
//   each other share a third place instead.
// Every file under src/ has a layer: an unknown top-level folder or file is reported.
import path from 'node:path';

/** Which features each feature may import (today's deliberate dependencies). */
export const FEATURE_DEPS = {
  account: ['comments', 'library', 'notifications', 'payments'],
  admin: ['account', 'creator', 'payments', 'performers', 'stats', 'video-manager'],
  catalog: ['ads', 'library'],
  channel: ['library'],
  comments: ['report'],
  creator: ['account', 'channel', 'legal', 'moderation', 'stats', 'video-manager'],
  legal: ['moderation'],
  offline: ['catalog', 'search'],
  playlists: ['library'],
  premium: ['account', 'payments'],
  search: ['ads'],
  uploads: ['performers'],
  'video-manager': ['performers', 'uploads'],
  watch: ['comments', 'library', 'offline', 'performers', 'playlists', 'report'],
};

/** The first cycle in a dependency map, as a path (a -> b -> a), or null. */
export function findCycle(deps) {
  const state = new Map(); // name -> 'open' while on the path, 'done' after
  const walk = (name, trail) => {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'open') return [...trail.slice(trail.indexOf(name)), name];
    state.set(name, 'open');
    for (const next of deps[name] ?? []) {
      const cycle = walk(next, [...trail, name]);
      if (cycle) return cycle;
    }
    state.set(name, 'done');
    return null;
  };
  for (const name of Object.keys(deps)) {
    const cycle = walk(name, []);
    if (cycle) return cycle;
  }
  return null;
}

const cycle = findCycle(FEATURE_DEPS);
if (cycle) throw new Error(`scripts/eslint/layers.js: FEATURE_DEPS has a cycle: ${cycle.join(' -> ')}`);

const LAYERS = new Set(['app', 'ui', 'data', 'lib', 'i18n']);
const ROOT_FILES = { 'main.tsx': 'entry', 'sw.ts': 'worker', 'vite-env.d.ts': 'types' };

function layerOf(file, srcDir) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  const [top, second] = parts;
  if (top === 'features') return { kind: 'feature', name: second };
  // The server's render (src/ssr, issue 40): an entry like main.tsx, imported by nothing.
  if (top === 'ssr') return { kind: 'entry' };
  if (LAYERS.has(top)) return { kind: top };
  if (parts.length === 1 && ROOT_FILES[top]) return { kind: ROOT_FILES[top] };
  if (parts.length === 1 && /\.(css|json|svg)$/.test(top)) return { kind: 'asset' };
  return { kind: 'unknown', name: top };
}

/** Why `from` may not import `to`, or '' when it may. */
function refusal(from, to) {
  if (from.kind === 'app' || from.kind === 'entry') return '';
  if (to.kind === 'unknown') return `src/${to.name} has no layer: add it to scripts/eslint/layers.js`;
  if (to.kind === 'app' || to.kind === 'entry') return 'app/ and main.tsx wire the app; nothing below them imports them';
  if (from.kind === 'worker' && !['data', 'lib', 'i18n', 'asset', 'types'].includes(to.kind))
    return 'the service worker imports only data/, lib/ and i18n/ (no React tree)';
  if (to.kind === 'feature' && from.kind !== 'feature') return `${from.kind}/ imports no feature`;
  if (to.kind === 'feature' && to.name !== from.name && !(FEATURE_DEPS[from.name] ?? []).includes(to.name))
    return `add '${to.name}' to FEATURE_DEPS['${from.name}'] in scripts/eslint/layers.js if the dependency is meant (no cycles)`;
  return '';
}

export const layers = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{from}} may not import {{to}}: {{why}}' } },
  create(context) {
    const file = context.filename;
    const srcDir = path.resolve(context.cwd, 'src');
    const from = layerOf(file, srcDir);
    if (!from) return {};
    if (from.kind === 'unknown') {
      return { Program: (node) => context.report({ node, messageId: 'bad', data: { from: `src/${from.name}`, to: 'anything', why: 'it has no layer: add it to scripts/eslint/layers.js' } }) };
    }
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(file), spec), srcDir);
      if (!to) return;
      const why = refusal(from, to);
      if (why) {
        const name = (l) => (l.kind === 'feature' ? `features/${l.name}` : l.kind === 'unknown' ? `src/${l.name}` : l.kind);
        context.report({ node, messageId: 'bad', data: { from: name(from), to: name(to), why } });
      }
    };
    return {
      ImportDeclaration: (n) => check(n.source, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value),
      ExportAllDeclaration: (n) => check(n.source, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, n.source.value),
    };
  },
};
