// A screen's own state shared between components (the install offer, the outbox's notices,
// the offline downloads): what zustand gave us in 15 lines, without its ~0.7 KB gzip in the
// first download (issue 40: the session left this kind of store for the query cache, and the
// initial JS is held under 125 KB, tests/e2e/offline-delivery.spec.ts). Server state never
// goes here: it lives in the query cache (src/data).
import { useSyncExternalStore } from 'react';

type Patch<S> = Partial<S> | ((s: S) => Partial<S>);
type Listener<S> = (state: S, prev: S) => void;

export interface Store<S> {
  /** The selected part, re-rendering when it changes (a selector must return a stable value). */
  <T>(select: (s: S) => T): T;
  getState(): S;
  setState(patch: Patch<S>): void;
  subscribe(listener: Listener<S>): () => void;
}

export function createStore<S extends object>(init: (set: (patch: Patch<S>) => void) => S): Store<S> {
  const listeners = new Set<Listener<S>>();
  const setState = (patch: Patch<S>) => {
    const prev = state;
    state = { ...prev, ...(typeof patch === 'function' ? patch(prev) : patch) };
    for (const l of listeners) l(state, prev);
  };
  let state = init(setState);
  const subscribe = (listener: Listener<S>) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const use = <T,>(select: (s: S) => T): T =>
    useSyncExternalStore(
      subscribe,
      () => select(state),
      () => select(state),
    );
  return Object.assign(use, { getState: () => state, setState, subscribe });
}
