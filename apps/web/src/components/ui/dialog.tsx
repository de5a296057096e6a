import type { DialogProps } from './dialog-window';
import { onDemand, useOnDemand } from '@/lib/on-demand';

// The dialog library (focus trap, scroll lock, layers: about 9 KB as sent) loads when a dialog first
// opens, not with every page that has one (docs/decisions/270), or earlier through a lazy dialog's
// `preload` (lazy-dialog.tsx).
const windowCode = onDemand(() => import('./dialog-window').then((module) => module.default));
export const loadDialogWindow = () => windowCode.start();

/** An accessible modal dialog (focus trap, Escape closes, labelled by its title). */
export function Dialog(props: DialogProps) {
  // Drawn once its window's code is here: in the same render when it already is, else as soon as it
  // arrives, never behind React's suspense throttle (docs/decisions/294).
  const Window = useOnDemand(windowCode, props.open);
  if (!props.open || !Window) return null;
  return <Window {...props} />;
}
