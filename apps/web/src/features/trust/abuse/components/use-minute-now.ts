import { useEffect, useState } from 'react';

/** The browser's clock, read again every minute, so "time left" counts down while the page is open. */
export function useMinuteNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
