// Vitest globalSetup: one throw-away Reelhouse server for the whole server suite.
// Tests read its address and the superuser credentials with `inject(...)`.
import type { TestProject } from 'vitest/node';
import { launchServer } from './launch.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    superuser: { email: string; password: string };
    demoPassword: string;
    /** The seed's demo-accounts.json, or null while the seeder is a stub. */
    demoAccounts: Record<string, { email: string; password: string; username: string }> | null;
    seeded: boolean;
    /** The server's data directory (files under storage/), for checks that files are gone. */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await launchServer({ videos: 60 });
  project.provide('baseUrl', server.baseUrl);
  project.provide('superuser', server.superuser);
  project.provide('demoPassword', server.demoPassword);
  project.provide('demoAccounts', server.demoAccounts);
  project.provide('seeded', server.seeded);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
  };
}
