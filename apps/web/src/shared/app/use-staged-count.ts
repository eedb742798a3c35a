import { useEffect, useState } from 'react';

/**
 * How many of `total` parts of a long list to render: 1 at first, then one more per task until all
 * are shown. Each part renders in a task of its own, so a page that renders a long list as it
 * arrives keeps the main thread free for input (Lighthouse's Total Blocking Time counts every task
 * over 50 ms; the pricing page's one 300 ms task was most of it, decision 111). Put the parts a
 * visitor sees first in part 1: later parts render below it a moment later.
 */
export function useStagedCount(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
