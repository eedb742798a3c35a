import { useEffect, useState } from 'react';
import type { RoomState } from '../room/room-state.ts';
import { HARD_STOP_COUNTDOWN_SECONDS, secondsUntilHardStop } from '../room/room-selectors.ts';

/** Seconds to the hard stop by the server's clock, ticking every second; null while more than five minutes remain. */
export function useHardStopCountdown(state: Pick<RoomState, 'classState' | 'room' | 'clockSkewMs' | 'phase'>): number | null {
  const [now, setNow] = useState(() => Date.now());
  const live = state.phase === 'live' || state.phase === 'reconnecting';
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [live]);
  if (!live) return null;
  const seconds = secondsUntilHardStop(state, now);
  return seconds !== null && seconds <= HARD_STOP_COUNTDOWN_SECONDS ? seconds : null;
}

export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
