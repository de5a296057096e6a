import { useCallback, useEffect, useRef } from 'react';
import { releaseCheckoutHold } from '../api/release-checkout-hold';

/**
 * "Leaving the page releases the hold" (docs/PRODUCT.md "Checkout", docs/decisions/232-checkout-holds.md):
 * the hold is released when the page unmounts (another page of the app) and on `pagehide` (a reload,
 * another site, a closed tab), never after it was paid for. A page restored from the back-forward cache
 * opens its hold again through `onReturn`.
 */
export function useHoldRelease(holdId: string | null, onReturn: () => void) {
  const isPaid = useRef(false);
  const pendingRelease = useRef<number | undefined>(undefined);
  const returned = useRef(onReturn);
  useEffect(() => {
    returned.current = onReturn;
  }, [onReturn]);

  useEffect(() => {
    // Mounted again at once (React's development double mount): the release scheduled below is off.
    window.clearTimeout(pendingRelease.current);
    if (!holdId) return;
    const release = () => {
      if (!isPaid.current) releaseCheckoutHold(holdId).catch(() => undefined);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) returned.current();
    };
    window.addEventListener('pagehide', release);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', release);
      window.removeEventListener('pageshow', onPageShow);
      pendingRelease.current = window.setTimeout(release, 0);
    };
  }, [holdId]);

  /** The hold became the order: nothing is left to release. */
  return useCallback(() => {
    isPaid.current = true;
  }, []);
}
