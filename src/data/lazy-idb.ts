// One shared dynamic import of ./idb (see there).
type Idb = typeof import('./idb');

let loading: Promise<Idb> | null = null;
let loaded: Idb | null = null;

export function loadIdb(): Promise<Idb> {
  loading ??= import('./idb').then((m) => (loaded = m));
  return loading;
}

/** The module once loaded, so later renders can read synchronously. */
export const idbIfLoaded = (): Idb | null => loaded;
