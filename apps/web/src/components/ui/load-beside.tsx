import { lazy, type ComponentType } from 'react';

/**
 * A part of a page that waits for the page's data anyway (a form filled from it): its code starts
 * downloading as soon as the page's own module runs, beside the page's data request, instead of before
 * that request can start (docs/decisions/277). Render it inside a `Suspense` whose fallback is what
 * the page shows while its data loads, so nothing is drawn half or moves.
 */
export function loadBeside<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const loading = load();
  // A failed download is reported where the part renders (the page's error boundary), not as an
  // unhandled rejection here.
  loading.catch(() => undefined);
  return lazy(async () => ({ default: await loading }));
}
