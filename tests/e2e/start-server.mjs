// Manual helper: `node tests/e2e/start-server.mjs` seeds a temp dir, serves ./reelhouse on a
// free port and prints the URL; Ctrl-C stops it and removes the dir. Point the suite at it
// with E2E_BASE_URL=<url> npx playwright test -c tests/e2e/playwright.config.ts
import { launchServer } from '../server/launch.mjs';

// Throttles off like the suite's own server, unless REELHOUSE_RATE_LIMITS is set otherwise.
const server = await launchServer({
  videos: Number(process.env.SEED_VIDEOS ?? 60),
  log: (m) => console.error(m),
  env: { REELHOUSE_RATE_LIMITS: process.env.REELHOUSE_RATE_LIMITS ?? 'off' },
});
console.log(server.baseUrl);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
setInterval(() => {}, 1 << 30);
