import { useEffect, useRef } from 'react';

/**
 * Runs `action` at most once per `intervalMs`, after the last call of a burst: a busy auction sends
 * many events a second, and the page needs one fresh read after them, not one per event.
 */
export function useThrottled(action: () => void, intervalMs: number) {
  const latest = useRef(action);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, intervalMs);
  };
}
