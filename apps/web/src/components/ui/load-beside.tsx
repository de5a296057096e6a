import { onDemand, type OnDemand } from '@/lib/on-demand';

/**
 * A part of a page that waits for the page's data anyway (a form filled from it): its code starts
 * downloading as soon as the page's own module runs, beside the page's data request, instead of before
 * that request can start (docs/decisions/277). The page reads it with `useOnDemand` and shows what it
 * shows while its data loads until the code is there too, so nothing is drawn half or moves; it never
 * suspends (docs/decisions/294).
 */
export function loadBeside<T>(load: () => Promise<T>): OnDemand<T> {
  const code = onDemand(load);
  void code.start();
  return code;
}
