// Keeps the inbox fresh while signed in (spec §4): on route change, every 60 s, and at
// once through realtime when a notification of mine is created or changed. Realtime auth
// is bound at subscribe time, so we resubscribe when the member changes; the SSE
// connection drops after idling and events are not replayed, so reconnects reload.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pb } from '../../data/pb';
import { useSession } from '../../data/session';
import { Collections } from '../../data/types';
import { reloadInbox } from './api';

export const REFRESH_MS = 60_000;

export function useInboxSync() {
  const userId = useSession((s) => s.user?.id ?? null);
  const { pathname } = useLocation();

  useEffect(() => {
    void reloadInbox();
  }, [userId, pathname]);

  useEffect(() => {
    if (!userId) return;
    const id = setInterval(() => void reloadInbox(), REFRESH_MS);
    let unsub: (() => Promise<void>) | null = null;
    let cancelled = false;
    pb.collection(Collections.Notifications)
      .subscribe('*', () => void reloadInbox(), { requestKey: null })
      .then((fn) => {
        if (cancelled) void fn().catch(() => undefined);
        else unsub = fn;
      })
      .catch(() => undefined);
    const offConnect = pb.realtime.subscribe('PB_CONNECT', () => void reloadInbox()).catch(() => undefined);
    return () => {
      cancelled = true;
      clearInterval(id);
      if (unsub) void unsub().catch(() => undefined);
      void offConnect.then((fn) => fn?.()).catch(() => undefined);
    };
  }, [userId]);
}
