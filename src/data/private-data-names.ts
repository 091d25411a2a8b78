// Names shared by the data layer, the worker and the downloads feature (no IndexedDB here,
// so importing them costs nothing).

/** Cache Storage name of a member's downloaded videos (features/offline/downloads). */
export const downloadsCacheName = (userId: string) => `reelhouse-downloads-${userId}`;

/** Every downloads cache starts with this. */
export const DOWNLOADS_CACHE_PREFIX = 'reelhouse-downloads-';
