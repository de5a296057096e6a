import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@netlease/shared/notifications';
import { liveEventRoutes } from '@netlease/shared/routes/web';
import { routeAddress } from './api-client';

/**
 * Follows live events from the server (server-sent events). With `topics` null it follows the
 * signed-in user's own topic. The browser reconnects by itself and sends Last-Event-ID, so
 * events committed while it was away arrive on reconnect. `onOpen` runs each time the stream is
 * connected (the first time and after each reconnect): what was committed before that, and after the
 * page last read it, came on no stream. When the server refuses the reconnect (the session behind the
 * stream was ended: signed out everywhere, suspended), the browser gives up and `onClosed` runs.
 */
export function useLiveEvents(
  topics: string[] | null,
  onEvent: (event: LiveEvent) => void,
  options: { enabled?: boolean; onOpen?: () => void; onClosed?: () => void } = {},
) {
  const handler = useRef(onEvent);
  const openHandler = useRef(options.onOpen);
  const closedHandler = useRef(options.onClosed);
  useEffect(() => {
    handler.current = onEvent;
    openHandler.current = options.onOpen;
    closedHandler.current = options.onClosed;
  });
  const enabled = options.enabled ?? true;
  const key = topics ? topics.join(',') : '';
  useEffect(() => {
    if (!enabled) return;
    const url = routeAddress(liveEventRoutes.streamLiveEvents, { query: { topics: key } });
    const source = new EventSource(url, { withCredentials: true });
    // Events may arrive out of id order, so a reconnect can replay one already seen: skip it.
    const seen = new Set<string>();
    source.onmessage = (message) => {
      try {
        const event = JSON.parse(message.data as string) as LiveEvent;
        if (seen.has(event.id)) return;
        seen.add(event.id);
        if (seen.size > 1000) seen.delete(seen.values().next().value as string);
        handler.current(event);
      } catch {
        /* a malformed frame is skipped, not fatal */
      }
    };
    // The server is listening by the time its answer arrives: from here on nothing committed is missed.
    source.onopen = () => openHandler.current?.();
    source.onerror = () => {
      // CONNECTING: the browser retries by itself; CLOSED: the server answered with an error.
      if (source.readyState === EventSource.CLOSED) closedHandler.current?.();
    };
    return () => source.close();
  }, [key, enabled]);
}
