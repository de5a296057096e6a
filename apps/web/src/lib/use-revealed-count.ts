import { useEffect, useState } from 'react';

/**
 * How many of `total` tiles to render now: `first` at once, then `step` more per task until all are
 * there. A grid of tiles rendered in one go is one long task that blocks the page (input, the first
 * paint's follow-up); in slices the first screen shows at once and the rest of the grid fills in
 * within a few frames. Every tile is rendered in the end, so search in the page and links keep
 * working (docs/decisions/216-first-screen-without-session.md).
 */
export function useRevealedCount(total: number, { first, step }: { first: number; step: number }) {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((shown) => shown + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
