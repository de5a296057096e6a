import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { DialogProps } from './dialog-window';

let loadedWindow: ComponentType<DialogProps> | undefined;

// The dialog library (focus trap, scroll lock, layers: about 9 KB as sent) loads when a dialog first
// opens, not with every page that has one (docs/decisions/270), or earlier through a lazy dialog's
// `preload` (lazy-dialog.tsx).
export const loadDialogWindow = () =>
  import('./dialog-window').then((module) => (loadedWindow = module.default));
const DialogWindow = lazy(async () => ({ default: await loadDialogWindow() }));

/** An accessible modal dialog (focus trap, Escape closes, labelled by its title). */
export function Dialog(props: DialogProps) {
  // A window whose code is already here is drawn in the same render; chosen once per mount, so an
  // open dialog never remounts (docs/decisions/277).
  const [Window] = useState(() => loadedWindow);
  if (!props.open) return null;
  if (Window) return <Window {...props} />;
  return (
    <Suspense fallback={null}>
      <DialogWindow {...props} />
    </Suspense>
  );
}
