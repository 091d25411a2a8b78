// Playwright globalSetup: seeds a temp dir and serves the built ./reelhouse on a free port
// (never 8090). Workers read the address from E2E_BASE_URL (set here, inherited by them).
import { launchServer } from '../server/launch.mjs';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return; // run against an already running server
  const server = await launchServer({ videos: 60 });
  process.env.E2E_BASE_URL = server.baseUrl;
  return async () => {
    await server.stop();
  };
}
