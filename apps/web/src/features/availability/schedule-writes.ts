import { createContext, useContext, useMemo, useRef } from 'react';

/** Runs an availability write, and reads the schedule again once the last write in flight has landed. */
export type RunScheduleWrite = <T>(write: () => Promise<T>) => Promise<T>;

/**
 * Counts the writes in flight and calls `settled` when the last one has landed (failed or not).
 * Why not urql's own invalidation: its document cache re-runs a query when a mutation names its
 * types, but a second write that lands while that re-run is still in flight finds no cached
 * result to invalidate, so two quick toggles could leave the totals of the first ("available" one
 * hour short). One read after the last write sees them all.
 */
export function writeTracker(settled: () => void): RunScheduleWrite {
  let inFlight = 0;
  return async (write) => {
    inFlight++;
    try {
      return await write();
    } finally {
      inFlight--;
      if (inFlight === 0) settled();
    }
  };
}

/** The screen's tracker; `refetch` is read when the writes settle, so it may change meanwhile (another week). */
export function useScheduleWrites(refetch: () => void): RunScheduleWrite {
  const latest = useRef(refetch);
  latest.current = refetch;
  return useMemo(() => writeTracker(() => latest.current()), []);
}

export const ScheduleWritesContext = createContext<RunScheduleWrite>((write) => write());

/** For the grid's panels (the form, the list): the screen's tracker. */
export const useRunScheduleWrite = () => useContext(ScheduleWritesContext);
