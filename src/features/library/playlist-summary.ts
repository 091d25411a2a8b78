// "3 videos · private" under a playlist's title (library, playlist and channel pages), from
// the pages catalog: the count as a plural, the visibility in the visitor's language.
import type { TFunction } from '../../i18n';

export function playlistSummary(t: TFunction, count: number, visibility?: string): string {
  if (!visibility) return t('shared.video_count', { count });
  const v = visibility === 'public' ? t('playlist.visibility_public') : visibility === 'unlisted' ? t('playlist.visibility_unlisted') : t('playlist.visibility_private');
  return t('playlist.summary', { count, visibility: v });
}
