// The IndexedDB layer, loaded on first use: Dexie (~30 KB gzip) stays out of the entry
// chunk, so the first paint does not wait for it (issue 15 §2).
export { db } from './db';
export { withQuotaRetry } from './storage';
