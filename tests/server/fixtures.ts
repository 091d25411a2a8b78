// Records made as superuser for the authorization tests. Every factory makes fresh rows
// (unique slugs, keys, videos) so that cases never depend on each other.
import type { RecordModel } from 'pocketbase';
import { mp4File, pngFile, superuser, uid, userId } from './helpers';

export async function create(collection: string, data: Record<string, unknown>): Promise<RecordModel> {
  const su = await superuser();
  return su.collection(collection).create(data);
}

/** Only [a-z_] (settings and secrets keys allow no digits). */
export function letters(prefix = 'k_'): string {
  const abc = 'abcdefghijklmnopqrstuvwxyz';
  let s = prefix;
  for (let i = 0; i < 14; i++) s += abc[Math.floor(Math.random() * abc.length)];
  return s;
}

export const freshCategory = (data: Record<string, unknown> = {}) =>
  create('categories', { slug: uid('cat-'), name: 'Test category', ...data });

export async function freshVideo(creator: string | null, opts: { premium?: boolean } = {}): Promise<RecordModel> {
  const v = await create('videos', {
    title: 'Test video',
    slug: uid('v-'),
    description: 'made by the authz tests',
    author: 'Tester',
    duration: 42,
    creator: creator ?? '',
  });
  if (!opts.premium) return v;
  return makePremium(v.id);
}

/** Marks a video premium the way an admin does: a premium_videos row (is_premium follows). */
export async function makePremium(videoId: string): Promise<RecordModel> {
  const su = await superuser();
  await su.collection('premium_videos').create({ video: videoId });
  return su.collection('videos').getOne(videoId);
}

let shared: Promise<{ video: RecordModel; asset: RecordModel }> | null = null;
/** One non-premium video (owned by creator2) and one asset, shared by fixtures that only reference them. */
export function world() {
  shared ??= (async () => ({
    video: await freshVideo(await userId('creator2')),
    asset: await create('assets', { name: 'shared.png', file: pngFile('shared.png') }),
  }))();
  return shared;
}

export const freshComment = async (user: string) =>
  create('comments', { video: (await world()).video.id, user, content: 'a comment' });

/** Gives a video a playable source (an external host's), which is when its followers hear of it (issue 36 §4). */
export const publish = (videoId: string) => create('video_sources', { video: videoId, doodstream_url: 'https://dood.example/e/abc' });

export const freshSource = async (owner: string, premium = false) =>
  create('video_sources', { video: (await freshVideo(owner, { premium })).id, doodstream_url: 'https://dood.example/e/abc' });

export { mp4File, pngFile };
