// Server integration tests: run against the real ./reelhouse binary (see global-setup.ts).
//   npx vitest run --config tests/server/vitest.config.ts
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));

// Every server these tests start (shared, own, replication) inherits this: the superusers
// sign in by password from scripts, with no mail server for PocketBase's MFA code, and the
// admins of the fixtures have no authenticator (migration 17950002, internal/twofactor).
process.env.REELHOUSE_SUPERUSER_MFA ??= 'off';
process.env.REELHOUSE_ADMIN_TOTP ??= 'off';

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
