export const ROOT: string;
export const BINARY: string;
export const SUPERUSER: { email: string; password: string };
export const DEMO_PASSWORD: string;
export function freePort(): Promise<number>;
export interface LaunchedServer {
  baseUrl: string;
  dir: string;
  dataDir: string;
  /** The server's stdout and stderr. */
  logFile: string;
  /** The server process's id (e.g. to read its memory from /proc). */
  pid: number;
  superuser: { email: string; password: string };
  demoPassword: string;
  demoAccounts: Record<string, { email: string; password: string; username: string }> | null;
  stop(): Promise<void>;
}
export function launchServer(opts?: { videos?: number; minVideos?: number; log?: (msg: string) => void; env?: Record<string, string> }): Promise<LaunchedServer>;
