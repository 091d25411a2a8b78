// Whether the app can reach its server: the browser's flag and what the app's own requests
// found (data/connectivity.ts), so a dead Wi-Fi counts as offline too.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isOnline, onReconnect, subscribeConnectivity } from '../data/connectivity';

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}

/** Calls `fn` each time the connection comes back (not on mount). */
export function useOnReconnect(fn: () => void): void {
  const ref = useRef(fn);
  ref.current = fn;
  useEffect(() => onReconnect(() => ref.current()), []);
}
