import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@netlease/shared/notifications';

/**
 * Follows live events from the server (server-sent events). With `topics` null it follows the
 * signed-in user's own topic. The browser reconnects by itself and sends Last-Event-ID, so
 * events committed while it was away arrive on reconnect.
 */
export function useLiveEvents(
  topics: string[] | null,
  onEvent: (event: LiveEvent) => void,
  options: { enabled?: boolean } = {},
) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const enabled = options.enabled ?? true;
  const key = topics ? topics.join(',') : '';
  useEffect(() => {
    if (!enabled) return;
    const url = key ? `/api/events?topics=${encodeURIComponent(key)}` : '/api/events';
    const source = new EventSource(url, { withCredentials: true });
    source.onmessage = (message) => {
      try {
        handler.current(JSON.parse(message.data as string) as LiveEvent);
      } catch {
        /* a malformed frame is skipped, not fatal */
      }
    };
    return () => source.close();
  }, [key, enabled]);
}
