// Server integration tests: run against the real ./reelhouse binary (see global-setup.ts).
//   npx vitest run --config tests/server/vitest.config.ts
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'server',
    environment: 'node',
    include: [`${here}**/*.test.ts`],
    globalSetup: [`${here}global-setup.ts`],
    // One shared server; files run one after another so the 2-core machine is not swamped.
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
