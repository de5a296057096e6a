import { useEffect, useReducer, type ComponentType, type ReactNode } from 'react';

/**
 * Code loaded when first needed (a page, a dialog, a menu), read without suspending
 * (docs/decisions/294-page-data-with-its-code.md): React holds back a suspended part up to 300 ms
 * after its fallback showed, even once the code is in, so a screen waiting for code draws its own
 * placeholder and draws again as soon as the code is there.
 */
export interface OnDemand<T> {
  /** The loaded value, once it is there. */
  current(): T | undefined;
  /** Why the last download failed, if it did. */
  failure(): { error: unknown } | undefined;
  /** Starts the download, or again after a failure; settles (never rejects) when it is over. */
  start(): Promise<void>;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loading: Promise<void> | undefined;
  let loaded: { value: T } | undefined;
  let failed: { error: unknown } | undefined;
  return {
    current: () => loaded?.value,
    failure: () => failed,
    start: () =>
      (loading ??= load().then(
        (value) => {
          loaded = { value };
          failed = undefined;
        },
        (error: unknown) => {
          failed = { error };
          loading = undefined;
        },
      )),
  };
}

/**
 * The value of `code` once loaded, else undefined; while `wanted`, its download runs and the
 * component renders again when it is over. A failed download is thrown while rendering, as a lazy
 * component's was.
 */
export function useOnDemand<T>(code: OnDemand<T>, wanted = true): T | undefined {
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const value = code.current();
  useEffect(() => {
    if (!wanted || value !== undefined) return;
    // Asked even when the code arrived between the render and this effect: a finished download
    // settles at once and the component renders again, now with it.
    let isMounted = true;
    void code.start().then(() => {
      if (isMounted) rerender();
    });
    return () => {
      isMounted = false;
    };
  }, [code, wanted, value]);
  const failure = code.failure();
  if (wanted && value === undefined && failure) throw failure.error;
  return value;
}

/**
 * A component whose code loads when it is first drawn (or at `preload`): `placeholder` until the code
 * is there, then the component, never suspending. The one way the app loads a part on demand.
 */
export function componentOnDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: ReactNode = null,
) {
  const code = onDemand(load);
  function OnDemandComponent(props: Props) {
    const Component = useOnDemand(code);
    return Component ? <Component {...props} /> : placeholder;
  }
  return Object.assign(OnDemandComponent, { preload: () => void code.start() });
}
