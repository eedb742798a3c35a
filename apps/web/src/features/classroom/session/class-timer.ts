/** The class timer in the header (issue 12 point 11): time since the start and time left to the end. */
export type ClassTimer =
  | { phase: 'before'; startsInSeconds: number; lengthSeconds: number }
  | { phase: 'running'; elapsedSeconds: number; remainingSeconds: number }
  | { phase: 'over' };

/** Pure: `now` is the server's time (local time + the room's clock skew). */
export function classTimerOf(startDate: string, endDate: string, now: number): ClassTimer | null {
  const start = Date.parse(startDate);
  const end = Date.parse(endDate);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  if (now < start)
    return { phase: 'before', startsInSeconds: Math.ceil((start - now) / 1000), lengthSeconds: Math.round((end - start) / 1000) };
  if (now >= end) return { phase: 'over' };
  return { phase: 'running', elapsedSeconds: Math.floor((now - start) / 1000), remainingSeconds: Math.ceil((end - now) / 1000) };
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
