// URLs of a video's derived media, made by the processing jobs (404 until they exist):
// the hover preview clip of the cards, the timeline sprite and its WebVTT for the player.
// Kept apart from uploads.ts so the catalog's cards do not pull in the tus client.
export type MediaName = 'preview.mp4' | 'sprite.jpg' | 'thumbs.vtt';

export const mediaUrl = (videoId: string, name: MediaName, token?: string) =>
  `/api/reelhouse/media/${encodeURIComponent(videoId)}/${name}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
