// The PocketBase SDK client, loaded on first use: code on the first-paint path of public
// pages imports this instead of './pb' (issue 15 §2).
import type { pb as Client } from './pb';
import { giveUpOffline } from './connectivity';

export type Sdk = typeof Client;

let loading: Promise<Sdk> | null = null;

/** A failed load (offline before the chunk was kept) is not kept: the next call fetches again. */
export function sdk(): Promise<Sdk> {
  // A request for it left hanging by a lost connection fails after a few seconds offline
  // (connectivity.ts): the session then falls back to its saved answer (session.ts).
  loading ??= giveUpOffline(import('./pb')).then(
    (m) => m.pb,
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}
