import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import {
  createScrollPositions,
  firstEntryKind,
  positionKey,
  scrollTargetFor,
  type DocumentLoadKind,
} from '@/lib/scroll-positions';

/** How long back/forward keeps trying to reach a position the page is not yet tall enough for. */
const RESTORE_WAIT_MS = 3_000;

const positions = createScrollPositions(typeof sessionStorage === 'undefined' ? null : sessionStorage);

/**
 * React Router's ScrollRestoration for the declarative router (docs/PRODUCT.md "Display
 * conventions"): a new page opens at its top; back and forward return to where that entry was left.
 * A page whose data is still arriving is not tall enough at first, so restoring keeps trying for a
 * moment, and stops as soon as the person scrolls themselves.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry on screen (null before the first one), whose position scrolling records.
  const currentKey = useRef<string | null>(null);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (currentKey.current !== null) positions.save(currentKey.current, window.scrollY);
    };
    const onHide = () => {
      onScroll();
      positions.persist();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  const key = positionKey(location.key, location.pathname + location.search);
  useLayoutEffect(() => {
    if (currentKey.current === key) return;
    const isFirstEntry = currentKey.current === null;
    const isSamePage = !isFirstEntry && previousPath.current === location.pathname;
    currentKey.current = key;
    previousPath.current = location.pathname;
    // The document's first entry returns to its position only when reloaded or reached by back and
    // forward; opened anew, it starts at its top.
    const kind = isFirstEntry ? firstEntryKind(documentLoadKind()) : navigationType;
    const target = scrollTargetFor(kind, positions.get(key), isSamePage);
    if (target.action === 'top') window.scrollTo(0, 0);
    if (target.action !== 'restore') return;
    return restoreWhenTallEnough(target.top);
  }, [key, location.pathname, navigationType]);

  return null;
}

function documentLoadKind(): DocumentLoadKind {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (entry?.type as DocumentLoadKind | undefined) ?? 'navigate';
}

/** Scrolls to `top` as soon as the page reaches that far; gives up on the person's own scrolling. */
function restoreWhenTallEnough(top: number): () => void {
  const startedAt = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1 || performance.now() - startedAt > RESTORE_WAIT_MS) return stop();
    frame = requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
