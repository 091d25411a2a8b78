// What the public first load is made of (issue 15 §2): builds into a temp folder and prints,
// for the entry chunk and the chunks it imports statically (index.html's modulepreloads),
// each module's share in bytes (rendered, and gzip of its rendered code on its own, which
// over-counts a little against the chunk's real gzip printed per chunk).
// Usage: node scripts/bundle-report.mjs [--top N]
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 40;
const out = mkdtempSync(join(tmpdir(), 'bundle-report-'));
let bundle = null;
await build({
  logLevel: 'warn',
  build: { outDir: out, emptyOutDir: true },
  plugins: [{ name: 'bundle-report', generateBundle(_, b) { bundle = b; } }],
});
rmSync(out, { recursive: true, force: true });

const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
const initial = new Set();
const walk = (name) => {
  if (initial.has(name)) return;
  initial.add(name);
  for (const i of bundle[name].imports) walk(i);
};
walk(entry.fileName);
const gz = (s) => gzipSync(Buffer.from(s), { level: 9 }).length;
const rows = [];
let total = 0;
for (const name of initial) {
  const c = bundle[name];
  const g = gz(c.code);
  total += g;
  console.log(`${(g / 1024).toFixed(1).padStart(7)} KB gz  ${(c.code.length / 1024).toFixed(1).padStart(7)} KB  ${name}`);
  for (const [id, m] of Object.entries(c.modules)) {
    if (!m.renderedLength) continue;
    rows.push({ id: id.replace(/^.*node_modules\//, 'npm:').replace(process.cwd(), ''), raw: m.renderedLength, gz: m.code ? gz(m.code) : 0 });
  }
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB gz  initial JS total (${initial.size} chunks)\n`);
const byPkg = new Map();
for (const r of rows) {
  const k = r.id.startsWith('npm:') ? r.id.split('/').slice(0, r.id.startsWith('npm:@') ? 2 : 1).join('/') : r.id.split('/').slice(0, 4).join('/');
  const e = byPkg.get(k) ?? { raw: 0, gz: 0, n: 0 };
  e.raw += r.raw; e.gz += r.gz; e.n++;
  byPkg.set(k, e);
}
console.log('by package / folder (gzip of each module alone, summed):');
for (const [k, e] of [...byPkg].sort((a, b) => b[1].gz - a[1].gz).slice(0, top)) console.log(`${(e.gz / 1024).toFixed(1).padStart(7)} KB gz  ${(e.raw / 1024).toFixed(1).padStart(7)} KB  ${String(e.n).padStart(4)}  ${k}`);
console.log('\nlargest modules:');
for (const r of rows.sort((a, b) => b.gz - a.gz).slice(0, top)) console.log(`${(r.gz / 1024).toFixed(1).padStart(7)} KB gz  ${(r.raw / 1024).toFixed(1).padStart(7)} KB  ${r.id}`);
