// Keeps the inbox fresh while signed in (spec §4): on route change, every 60 s (the
// query's refetchInterval, api.ts), and at once through realtime when a notification of
// mine is created or changed. Realtime auth is bound at subscribe time, so we resubscribe
// when the member changes; the SSE connection drops after idling and events are not
// replayed, so reconnects reload.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { watchMyNotifications } from '../../data/live';
import { useSession } from '../../data/session';
import { reloadInbox } from './api';

export { REFRESH_MS } from './api';

export function useInboxSync() {
  const userId = useSession((s) => s.user?.id ?? null);
  const { pathname } = useLocation();

  // A new page may follow something that changed the inbox: mark the answer stale.
  useEffect(() => {
    if (userId) void reloadInbox();
  }, [userId, pathname]);

  useEffect(() => {
    if (!userId) return;
    return watchMyNotifications(() => void reloadInbox());
  }, [userId]);
}
