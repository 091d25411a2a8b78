// Consent records of an upload (issue 23 §4): each person in the video with a stage name,
// the uploader's confirmation that they are 18+ and consented, and a release document. The
// server checks the creator, both confirmations and the document's bytes, strips its
// metadata and keeps it for admins only (pb_migrations/1763803001_create_video_consents.js).
import { pb } from '../../data/pb';

export interface Performer {
  key: string;
  stageName: string;
  adult: boolean;
  consented: boolean;
  release: File | null;
}

export const RELEASE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_RELEASE = 10 * 1024 * 1024;

export const newPerformer = (): Performer => ({ key: Math.random().toString(36).slice(2), stageName: '', adult: false, consented: false, release: null });

/** The catalog key (creator namespace) of what is missing, or null when the row is complete. */
export function performerProblem(p: Performer): string | null {
  const name = p.stageName.trim();
  if (!name || name.length > 100) return 'upload.person_name';
  if (!p.adult || !p.consented) return 'upload.person_confirm';
  if (!p.release || !RELEASE_TYPES.includes(p.release.type) || p.release.size > MAX_RELEASE) return 'upload.person_release';
  return null;
}

/** Stores one consent record per person, for the uploaded video. */
export async function saveConsents(video: string, creator: string, people: Performer[]): Promise<void> {
  for (const p of people) {
    const form = new FormData();
    form.set('video', video);
    form.set('creator', creator);
    form.set('stage_name', p.stageName.trim());
    form.set('adult', 'true');
    form.set('consented', 'true');
    if (p.release) form.set('release', p.release);
    await pb.collection('video_consents').create(form, { requestKey: null });
  }
}
