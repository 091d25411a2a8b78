// Writes a .br and a .gz twin next to every text asset of the build (dist/), once, at
// build time, at the highest levels: the server (internal/web/static.go) then serves
// them without compressing anything per request. Run after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, extname } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.xml', '.txt', '.map']);
// Below this the encoding overhead eats the gain.
const MIN_BYTES = 512;

let files = 0;
let raw = 0;
let br = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    const st = statSync(file);
    if (st.isDirectory()) walk(file);
    else if (TEXT.has(extname(name)) && st.size >= MIN_BYTES) {
      const data = readFileSync(file);
      const b = brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      });
      const g = gzipSync(data, { level: 9 });
      // A twin that is not smaller is useless: leave it out.
      if (b.length < data.length) writeFileSync(`${file}.br`, b);
      if (g.length < data.length) writeFileSync(`${file}.gz`, g);
      files++;
      raw += data.length;
      br += Math.min(b.length, data.length);
    }
  }
}
walk(DIST);
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(1)} KiB -> ${(br / 1024).toFixed(1)} KiB brotli`);
