// house/writes-in-mutations: a feature's component (src/features/**/*.tsx) sends a server
// write only from a TanStack Query mutation (issue 40 §4), so the query client's caches
// say its messages, give its busy state and refetch what it changed
// (src/data/write-messages.ts). Reported, outside a `mutationFn` (or `onMutate`, which
// runs inside one):
// - a call of a function named as a write (save…, delete…, send…, see WRITE) imported from
//   a feature's api module (`api`, `…-api`) or from src/data/, except the data layer's own
//   mutation runners (RUNNERS: the outbox's writes, each already a mutation);
// - a call of the SDK's record writes (`collection(…).create(`, `.update(`, `.delete(`).
// Reads, local setters (useState's), device-only stores and hooks are not writes. No file is
// exempt: every component that wrote the old way (plain async calls with their own
// busy/error state) has been converted, and the rule takes no list of exceptions.
import path from 'node:path';

/** Verbs that name a server write in the features' api modules. */
export const WRITE = /^(save|create|update|delete|remove|add|set|send|submit|review|reorder|upload|approve|reject|confirm|change|request|ban|unban|post|publish|toggle|assign|unassign|rate|report|resolve|dismiss|mark|revoke|enable|disable|verify|reset|decide|appeal|apply|grant|restore|hold|release|block|unblock|unfollow|put|like|enrol|finish|regenerate|start|stop|retry|cancel|import|export)([A-Z]|$)/;
const SDK_WRITES = new Set(['create', 'update', 'delete']);
/** Modules whose writes run a mutation themselves (the outbox's: engagement, library). */
export const RUNNERS = ['data/engagement', 'data/library-outbox'];
/** Where server writes are imported from: an api module, or the data layer. */
const fromServerModule = (source) => !RUNNERS.some((r) => source.endsWith(r)) && (/(^|[/-])api$/.test(source) || /(^|\/)data\//.test(source));
const INSIDE = new Set(['mutationFn', 'onMutate']);
const RUN = new Set(['mutate', 'mutateAsync']);

/** Inside a mutation's function, or handed to a mutation to run (`m.mutate(startExport)`). */
function insideMutation(node) {
  for (let child = node, n = node.parent; n; child = n, n = n.parent) {
    if (n.type === 'Property' && n.key.type === 'Identifier' && INSIDE.has(n.key.name)) return true;
    if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression' && RUN.has(n.callee.property.name) && n.arguments.includes(child)) return true;
  }
  return false;
}

function importedName(context, node) {
  if (node.type !== 'Identifier') return null;
  let scope = context.sourceCode.getScope(node);
  for (; scope; scope = scope.upper) {
    const v = scope.set.get(node.name);
    if (!v) continue;
    const def = v.defs[0];
    return def?.type === 'ImportBinding' && fromServerModule(String(def.parent.source.value)) ? node.name : null;
  }
  return null;
}

export const writesInMutations = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      write: "{{name}}() writes to the server: call it from a mutation's mutationFn (useMutation with meta: its texts, scope, invalidates; src/data/write-messages.ts)",
    },
  },
  create(context) {
    const rel = path.relative(path.resolve(context.cwd, 'src', 'features'), context.filename).split(path.sep).join('/');
    if (rel.startsWith('..') || !rel.endsWith('.tsx')) return {};
    return {
      // Any use of an imported write, not only a direct call: `(ok ? confirm : reject)(…)`
      // and `onClick={deleteX}` write too.
      Identifier(node) {
        const p = node.parent;
        if (p.type === 'ImportSpecifier' || p.type === 'ImportDefaultSpecifier' || p.type === 'ExportSpecifier') return;
        if (p.type === 'MemberExpression' && p.property === node && !p.computed) return;
        if (p.type === 'Property' && p.key === node && !p.computed && p.value !== node) return;
        const name = importedName(context, node);
        if (name && WRITE.test(name) && !insideMutation(node)) context.report({ node, messageId: 'write', data: { name } });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !SDK_WRITES.has(callee.property.name)) return;
        // `.delete(` of a Map or Set is not the SDK's: only a collection's (`collection(…).delete`).
        const obj = callee.object;
        const sdk = obj.type === 'CallExpression' && obj.callee.type === 'MemberExpression' && obj.callee.property.name === 'collection';
        if (sdk && !insideMutation(node)) context.report({ node, messageId: 'write', data: { name: callee.property.name } });
      },
    };
  },
};
