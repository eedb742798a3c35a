import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs` (30 s: a join button opens on time without re-rendering every second). */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
