// Vitest globalSetup: one throw-away Reelhouse server for the whole server suite.
// Tests read its address and the superuser credentials with `inject(...)`.
import type { TestProject } from 'vitest/node';
import { launchServer } from './launch.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    superuser: { email: string; password: string };
    demoPassword: string;
    /** The shared server's stdout and stderr. */
    serverLog: string;
    /** The shared server's data directory (for commands such as `reelhouse repair`). */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // The shared server runs without the per-IP throttles (every suite calls from 127.0.0.1);
  // throttles.test.ts starts its own server with them on.
  const server = await launchServer({ videos: 60, env: { REELHOUSE_RATE_LIMITS: 'off' } });
  project.provide('baseUrl', server.baseUrl);
  project.provide('superuser', server.superuser);
  project.provide('demoPassword', server.demoPassword);
  project.provide('serverLog', server.logFile);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
  };
}
