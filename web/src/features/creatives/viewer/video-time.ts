/** Video moments in the viewer (issue 36): annotations are made on the paused frame, at a whole millisecond. */

/** Annotations within this distance of the paused frame are drawn on it. */
export const videoAnnotationWindowMs = 500;

/** A video element's current time (seconds) as the contract's `timeMs`: a whole, non-negative number of milliseconds. */
export function timeMsOf(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
}

/** "0:07", "12:34", "1:02:03": the moment as a video player shows it (whole seconds, rounded down). */
export function formatVideoTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Whether an annotation at `timeMs` belongs on the frame at `currentMs` (one without a moment belongs on every frame). */
export function isNearTime(timeMs: number | undefined, currentMs: number, windowMs = videoAnnotationWindowMs): boolean {
  return timeMs === undefined || Math.abs(timeMs - currentMs) <= windowMs;
}
