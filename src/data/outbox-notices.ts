// Messages for the member about writes the outbox could not deliver (shown by a toast).
// Its own module so the toast does not pull the outbox (and IndexedDB) into a page.
import { createStore } from '../lib/small-store';

export interface OutboxNotice {
  id: number;
  message: string;
}

export const useOutboxNotices = createStore<{ notices: OutboxNotice[]; dismiss: (id: number) => void }>((set) => ({
  notices: [],
  dismiss: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
}));

let seq = 0;
export function pushOutboxNotice(message: string): void {
  // An empty text says nothing (a read's failure that is none: write-messages.ts ReadMeta).
  if (!message) return;
  useOutboxNotices.setState((s) => ({ notices: [...s.notices, { id: ++seq, message }] }));
}
