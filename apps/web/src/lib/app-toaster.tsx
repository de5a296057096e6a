import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from './toast';

/**
 * The toast area, loaded after the first paint (app.tsx): the toast library is not part of any
 * page's first load. One toast at a time, 5 seconds (docs/PRODUCT.md "Display conventions").
 */
export default function AppToaster() {
  // Runs after the Toaster's own effects (a child's effects run first), so it is listening.
  useEffect(() => markToasterMounted(), []);
  return <Toaster visibleToasts={1} duration={5000} position="bottom-right" richColors closeButton />;
}
