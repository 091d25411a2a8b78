// house/layers: the import boundaries the architecture notes state, checked on the
// resolved path of every relative import (so `../x` means the same from any depth):
// - `ui`, `data` and `lib` import no feature and never `app/`;
// - `features/<a>` never imports `app/`, and imports another feature only when that
//   feature is in <a>'s allow-list (FEATURE_DEPS);
// - `app/` wires routes and may import anything.
import path from 'node:path';

/** Which features each feature may import (today's deliberate dependencies). */
export const FEATURE_DEPS = {
  account: ['comments', 'library', 'notifications', 'payments'],
  admin: ['account', 'creator', 'payments', 'performers', 'stats', 'video-manager'],
  catalog: ['ads', 'library'],
  channel: ['library'],
  comments: ['report'],
  creator: ['account', 'admin', 'channel', 'legal', 'moderation', 'stats', 'video-manager'],
  legal: ['moderation'],
  offline: ['catalog', 'search', 'watch'],
  playlists: ['library'],
  premium: ['account', 'payments'],
  search: ['ads'],
  uploads: ['performers', 'video-manager'],
  'video-manager': ['performers', 'uploads'],
  watch: ['comments', 'library', 'offline', 'performers', 'playlists', 'report'],
};

function layerOf(file, srcDir) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features') return { kind: 'feature', name: second };
  if (top === 'app' || top === 'ui' || top === 'data' || top === 'lib') return { kind: top };
  return { kind: 'root' };
}

export const layers = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{from}} may not import {{to}}: {{why}}' } },
  create(context) {
    const file = context.filename;
    const srcDir = path.resolve(context.cwd, 'src');
    const from = layerOf(file, srcDir);
    if (!from || from.kind === 'app' || from.kind === 'root') return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(file), spec), srcDir);
      if (!to) return;
      let why = '';
      if (to.kind === 'app') why = 'app/ wires routes; nothing below it imports it';
      else if (to.kind === 'feature' && from.kind !== 'feature') why = `${from.kind}/ imports no feature`;
      else if (to.kind === 'feature' && to.name !== from.name && !(FEATURE_DEPS[from.name] ?? []).includes(to.name))
        why = `add '${to.name}' to FEATURE_DEPS['${from.name}'] in scripts/eslint/layers.js if the dependency is meant`;
      if (why) {
        const name = (l) => (l.kind === 'feature' ? `features/${l.name}` : l.kind);
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
