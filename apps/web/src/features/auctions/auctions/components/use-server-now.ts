import { useEffect, useState } from 'react';

/**
 * The server's clock, ticking every `tickMs` on this page: remaining time is counted from the
 * server's time (sent with each answer), so a wrong clock on the visitor's computer does not matter.
 */
export function useServerNow(serverTime: string | undefined, tickMs: number) {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverTime) setOffset(new Date(serverTime).getTime() - Date.now());
  }, [serverTime]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now + offset;
}
