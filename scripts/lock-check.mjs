// The lock must install with `npm ci` on every platform the project runs on (linux x64 and
// arm64, glibc and musl, darwin): every optional dependency a locked package declares
// (rollup's, tailwind's and lightningcss's native binaries) has its
// own entry, and no entry names a registry URL (.npmrc). Run by scripts/test.sh; after an
// `npm install <pkg>` that fails it, see README "Dependencies and the lock".
import { readFileSync } from "node:fs";

const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
const pkgs = lock.packages;
const problems = [];

// Node's lookup: the package's own node_modules, then each ancestor's, then the root's.
function locate(from, name) {
  let base = from;
  for (;;) {
    const candidate = (base ? `${base}/` : "") + `node_modules/${name}`;
    if (pkgs[candidate]) return candidate;
    if (!base) return null;
    const i = base.lastIndexOf("/node_modules/");
    base = i < 0 ? "" : base.slice(0, i);
  }
}

for (const [path, p] of Object.entries(pkgs)) {
  for (const dep of Object.keys(p.optionalDependencies || {})) {
    if (!locate(path, dep)) problems.push(`${path || "(root)"}: optional dependency ${dep} is not locked`);
  }
  if (p.resolved && /^https?:/.test(p.resolved)) problems.push(`${path}: "resolved" names a registry URL`);
}

if (problems.length) {
  console.error(`package-lock.json is incomplete or machine-specific (${problems.length}):\n  ` + problems.slice(0, 30).join("\n  "));
  console.error("Regenerate it as README \"Dependencies and the lock\" says.");
  process.exit(1);
}
console.log(`package-lock.json: ${Object.keys(pkgs).length} entries, every platform's optional binaries locked`);
