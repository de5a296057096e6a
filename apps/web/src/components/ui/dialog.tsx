import { lazy, Suspense } from 'react';
import type { DialogProps } from './dialog-window';

// The dialog library (focus trap, scroll lock, layers: about 9 KB as sent) loads when a dialog first
// opens, not with every page that has one (docs/decisions/270).
const DialogWindow = lazy(() => import('./dialog-window'));

/** An accessible modal dialog (focus trap, Escape closes, labelled by its title). */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogWindow {...props} />
    </Suspense>
  );
}
