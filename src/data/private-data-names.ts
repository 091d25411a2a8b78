// Names shared by the data layer, the worker and the downloads feature (no IndexedDB here,
// so importing them costs nothing).

/** Cache Storage name of a member's downloaded videos (features/offline/downloads). */
export const downloadsCacheName = (userId: string) => `reelhouse-downloads-${userId}`;

/** Every downloads cache starts with this. */
export const DOWNLOADS_CACHE_PREFIX = 'reelhouse-downloads-';

/** localStorage key of a member's downloads list, read synchronously at start (issue 29 §6). */
export const downloadsIndexKey = (userId: string) => `reelhouse.downloads.${userId}`;

/** Every downloads list key starts with this. */
export const DOWNLOADS_INDEX_PREFIX = 'reelhouse.downloads.';

/**
 * Collections of persisted query answers that are one member's (`session`: who they are,
 * session.ts; `manage`: the admin and creator dashboards' lists and figures, issue 29 §2)
 * (keys.ts puts the member's
 * id first, 'anon' or '' for a visitor): purged at sign-out (private-data.ts) and never
 * written for anyone but the member signed in now (query-persist.ts).
 */
export const MEMBER_RECORD_COLLECTIONS = ['watch', 'my_rating', 'comments', 'premium', 'manage', 'my_library', 'inbox', 'session'] as const;
