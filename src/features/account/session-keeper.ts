// Keeps the SDK's token alive (spec §4, §9): every 30 s, when under 5 minutes remain,
// authRefresh; a 401 from the refresh means the server no longer knows the session, so
// sign out locally. Network errors are left for the next tick.
import { useEffect } from 'react';
import { authState, tokenPayload } from '../../data/auth-token';
import { errorStatus } from '../../data/errors';
import { sdk } from '../../data/sdk';
import { Collections } from '../../data/types';
import { useSession } from '../../data/session';
import { useAccountLanguage } from './account-language';

export const TICK_MS = 30_000;
export const REFRESH_BEFORE_S = 300;

/** Seconds until the token expires (negative when expired, null without a token). */
export function secondsLeft(token: string, nowMs = Date.now()): number | null {
  if (!token) return null;
  const exp = Number(tokenPayload(token).exp);
  if (!Number.isFinite(exp)) return null;
  return exp - nowMs / 1000;
}

let refreshing: Promise<void> | null = null;

export function refreshIfNeeded(): Promise<void> {
  const auth = authState();
  const left = secondsLeft(auth.token);
  if (left === null || left > REFRESH_BEFORE_S || refreshing) return refreshing ?? Promise.resolve();
  if (auth.record?.collectionName !== Collections.Users) return Promise.resolve();
  refreshing = sdk()
    .then((pb) => pb.collection(Collections.Users).authRefresh({ requestKey: null }))
    .then(
      () => undefined,
      (err: unknown) => {
        const status = errorStatus(err);
        if (status === 401 || status === 403 || status === 404 || (left <= 0 && status !== 0)) void sdk().then((pb) => pb.authStore.clear());
      },
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Mount once (root layout). */
export function useSessionKeeper() {
  useAccountLanguage(useSession((s) => s.user?.id));
  useEffect(() => {
    void refreshIfNeeded();
    const id = setInterval(() => void refreshIfNeeded(), TICK_MS);
    const onVisible = () => document.visibilityState === 'visible' && void refreshIfNeeded();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
