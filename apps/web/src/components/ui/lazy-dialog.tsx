import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadDialogWindow } from './dialog';

/**
 * A dialog whose code (its form, the form library, the contracts it checks) loads when it first
 * opens instead of with its page (docs/decisions/270). A dialog with an `open` prop stays mounted
 * from its first opening on, as it was before, so what was typed survives closing and reopening; one
 * without it opens when it is rendered.
 *
 * `preload` starts the download, with the dialog window's, when what the user does announces the
 * dialog; a dialog whose code is already here when it mounts is drawn in that same render, not a
 * moment later (docs/decisions/277).
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download is tried again at the next opening, where its error shows.
        loading = undefined;
        throw error;
      },
    ));
  const Loaded = lazy(async () => ({ default: await start() }));
  function LazyDialog(props: Props) {
    const isOpen = (props as { open?: boolean }).open !== false;
    const [hasOpened, setHasOpened] = useState(isOpen);
    // Chosen once per mount, so an open dialog never changes how it is drawn (and never remounts).
    const [Ready] = useState(() => loaded);
    if (isOpen && !hasOpened) setHasOpened(true);
    if (!hasOpened && !isOpen) return null;
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, {
    preload: () => {
      start().catch(() => undefined);
      loadDialogWindow().catch(() => undefined);
    },
  });
}
