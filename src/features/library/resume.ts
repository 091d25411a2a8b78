// The player's saved position (issue 22): pure rules, so they are tested without a player.
// A position is saved at most every 10 s while playing, and at once on pause and on
// leaving the page; never a write per second. A visit that never played saves nothing:
// opening a video and leaving keeps the position saved before (it is not reset to 0:00).

/** Seconds between two saves while the video plays. */
export const SAVE_EVERY_MS = 10_000;
/** Below this a resume offer is not worth making. */
const MIN_RESUME_S = 5;

export type SaveReason = 'tick' | 'pause' | 'leave';

export interface SaverState {
  /** Whether the player has played in this visit. */
  played: boolean;
  lastSavedAt: number | null;
  lastSavedPos: number | null;
}

/** Whether to save `pos` now; a position already saved is never sent again. */
export function shouldSave(state: SaverState, pos: number, now: number, reason: SaveReason): boolean {
  if (!state.played || !Number.isFinite(pos) || pos < 0) return false;
  if (state.lastSavedPos !== null && Math.abs(pos - state.lastSavedPos) < 1) return false;
  if (reason !== 'tick') return true;
  return state.lastSavedAt === null || now - state.lastSavedAt >= SAVE_EVERY_MS;
}

/** The same "finished" rule as the server (internal/library Finished). */
export function isFinished(pos: number, duration: number): boolean {
  return duration > 0 && duration - pos <= Math.max(10, duration * 0.05);
}

/** The position to offer to resume at, or null (nothing saved, too early, or finished). */
export function resumeAt(saved: { position: number; finished: boolean } | null | undefined, duration: number): number | null {
  if (!saved || saved.finished || saved.position < MIN_RESUME_S) return null;
  if (isFinished(saved.position, duration)) return null;
  return saved.position;
}

/** 754 → "12:34"; 3723 → "1:02:03". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
