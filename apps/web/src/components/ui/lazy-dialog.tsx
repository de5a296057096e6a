import { useState, type ComponentType } from 'react';
import { onDemand, useOnDemand } from '@/lib/on-demand';
import { loadDialogWindow } from './dialog';

/**
 * A dialog whose code (its form, the form library, the contracts it checks) loads when it first
 * opens instead of with its page (docs/decisions/270). A dialog with an `open` prop stays mounted
 * from its first opening on, as it was before, so what was typed survives closing and reopening; one
 * without it opens when it is rendered.
 *
 * `preload` starts the download, with the dialog window's, when what the user does announces the
 * dialog; a dialog whose code is already here when it mounts is drawn in that same render, not a
 * moment later (docs/decisions/277), and one whose code arrives later is drawn as soon as it does,
 * never behind React's suspense throttle (docs/decisions/294).
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const code = onDemand(load);
  function LazyDialog(props: Props) {
    const isOpen = (props as { open?: boolean }).open !== false;
    const [hasOpened, setHasOpened] = useState(isOpen);
    if (isOpen && !hasOpened) setHasOpened(true);
    const Loaded = useOnDemand(code, hasOpened || isOpen);
    if (!hasOpened && !isOpen) return null;
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(LazyDialog, {
    preload: () => {
      void code.start();
      void loadDialogWindow();
    },
  });
}
