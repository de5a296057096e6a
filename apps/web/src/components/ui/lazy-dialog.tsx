import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, the form library, the contracts it checks) loads when it first
 * opens instead of with its page (docs/decisions/270). A dialog with an `open` prop stays mounted
 * from its first opening on, as it was before, so what was typed survives closing and reopening; one
 * without it opens when it is rendered.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    const isOpen = (props as { open?: boolean }).open !== false;
    const [hasOpened, setHasOpened] = useState(isOpen);
    if (isOpen && !hasOpened) setHasOpened(true);
    if (!hasOpened && !isOpen) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
