// The premium carousel's navigation (spec §2 "Premium signup", §9 "carousel lock 150 ms"):
// wheel, arrow keys and swipes move one slide; after a move, input is ignored for 150 ms so
// one flick of a trackpad does not skip slides. Pure, so it is unit-tested.

export const CAROUSEL_LOCK_MS = 150;
/** A swipe must travel this far (px) to count. */
export const SWIPE_MIN_PX = 40;

export interface CarouselState {
  index: number;
  lockedUntil: number;
}

/** Moves by `delta` (±1) within 0..count-1 unless locked; a move (even a blocked one at the ends) does not re-lock. */
export function step(state: CarouselState, delta: number, count: number, now: number): CarouselState {
  if (now < state.lockedUntil || delta === 0) return state;
  const index = Math.min(count - 1, Math.max(0, state.index + Math.sign(delta)));
  if (index === state.index) return state;
  return { index, lockedUntil: now + CAROUSEL_LOCK_MS };
}

/** Jumps straight to a slide (the dots): not subject to the lock. */
export function goTo(state: CarouselState, index: number, count: number, now: number): CarouselState {
  const i = Math.min(count - 1, Math.max(0, index));
  return i === state.index ? state : { index: i, lockedUntil: now + CAROUSEL_LOCK_MS };
}

/** Direction of a keyboard key, 0 for other keys. */
export function keyDelta(key: string): number {
  if (key === 'ArrowDown' || key === 'ArrowRight' || key === 'PageDown') return 1;
  if (key === 'ArrowUp' || key === 'ArrowLeft' || key === 'PageUp') return -1;
  return 0;
}

/** Direction of a swipe from start to end (the larger axis wins); 0 for short moves. */
export function swipeDelta(dx: number, dy: number): number {
  const d = Math.abs(dx) > Math.abs(dy) ? dx : dy;
  if (Math.abs(d) < SWIPE_MIN_PX) return 0;
  return d < 0 ? 1 : -1;
}
