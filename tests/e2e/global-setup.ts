// Playwright globalSetup: seeds a temp dir and serves the built ./reelhouse on a free port
// (never 8090). Workers read the address from E2E_BASE_URL (set here, inherited by them).
import { rmSync } from 'node:fs';
import { launchServer } from '../server/launch.mjs';
import { writeAgeGateState } from './age-gate-accepted';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) {
    // run against an already running server
    process.env.E2E_STORAGE_STATE = writeAgeGateState(process.env.E2E_BASE_URL);
    return;
  }
  // Every spec signs in and posts from 127.0.0.1: the per-IP throttles (tested on their
  // own in tests/server/throttles.test.ts) would refuse the suite itself.
  // A short job backoff: the uploads spec watches a failing host reach 'failed' (5 attempts).
  const server = await launchServer({ videos: 60, env: {
      REELHOUSE_RATE_LIMITS: 'off',
      REELHOUSE_JOB_BACKOFF: process.env.REELHOUSE_JOB_BACKOFF ?? '250ms',
      // Age assurance (age-assurance.spec.ts): a spec names its region with this header; the
      // others send none and stay on the click-through.
      REELHOUSE_REGION_HEADER: 'X-Test-Region',
      REELHOUSE_AGE_FAKE_PROVIDER: 'on',
    } });
  process.env.E2E_BASE_URL = server.baseUrl;
  // Every spec starts past the 18+ gate; the gate's own spec uses a clean context.
  const state = writeAgeGateState(server.baseUrl);
  process.env.E2E_STORAGE_STATE = state;
  return async () => {
    await server.stop();
    rmSync(state, { force: true });
  };
}
