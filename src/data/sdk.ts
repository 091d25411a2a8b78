// The PocketBase SDK client, loaded on first use: code on the first-paint path of public
// pages imports this instead of './pb' (issue 15 §2).
import type { pb as Client } from './pb';

export type Sdk = typeof Client;

let loading: Promise<Sdk> | null = null;

/** A failed load (offline before the chunk was kept) is not kept: the next call fetches again. */
export function sdk(): Promise<Sdk> {
  loading ??= import('./pb').then(
    (m) => m.pb,
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}
