import { useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Code loaded when first needed (a page, a dialog, a menu), read without suspending
 * (docs/decisions/294-page-data-with-its-code.md): React holds back a suspended part up to 300 ms
 * after its fallback showed, even once the code is in, so a screen waiting for code draws its own
 * placeholder and draws again as soon as the code is there.
 */
export interface OnDemand<T> {
  /** The loaded value, once it is there. */
  current(): T | undefined;
  /** Why the last download failed, and which download it was (1 for the first), if it did. */
  failure(): { error: CodeDownloadError; download: number } | undefined;
  /** How many downloads have been started. */
  downloads(): number;
  /** Starts the download, or again after a failure; settles (never rejects) when it is over. */
  start(): Promise<void>;
}

/**
 * Code that could not be downloaded (a dropped connection, or a release that replaced the files), as
 * told apart from an error in drawing a page (docs/decisions/301).
 */
export class CodeDownloadError extends Error {
  constructor(cause: unknown) {
    super('The code of this part of the page could not be downloaded', { cause });
    this.name = 'CodeDownloadError';
  }
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loading: Promise<void> | undefined;
  let loaded: { value: T } | undefined;
  let failed: { error: CodeDownloadError; download: number } | undefined;
  let downloads = 0;
  const download = () => {
    const number = ++downloads;
    return load().then(
      (value) => {
        loaded = { value };
        failed = undefined;
      },
      (error: unknown) => {
        failed = { error: new CodeDownloadError(error), download: number };
        loading = undefined;
      },
    );
  };
  return {
    current: () => loaded?.value,
    failure: () => failed,
    downloads: () => downloads,
    start: () => (loading ??= download()),
  };
}

/**
 * The value of `code` once loaded, else undefined; while `wanted`, its download runs and the
 * component renders again when it is over. A download that failed while this component was drawn
 * is thrown while rendering, as a lazy component's was. One that failed before it was drawn (on an
 * earlier visit of the page, or a preload) is not its own: it downloads again, so going back to a
 * page whose code failed tries once more (docs/decisions/301).
 */
export function useOnDemand<T>(code: OnDemand<T>, wanted = true): T | undefined {
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  // Kept across React's retry of a throwing render: it is state of a drawn component.
  const [downloadsBefore] = useState(() => code.downloads());
  const value = code.current();
  const failure = code.failure();
  useEffect(() => {
    if (!wanted || value !== undefined) return;
    // Asked even when the code arrived between the render and this effect: a finished download
    // settles at once and the component renders again, now with it. Asked again when a download
    // begun before this component failed (`failure` changed), since that failure is not thrown.
    let isMounted = true;
    void code.start().then(() => {
      if (isMounted) rerender();
    });
    return () => {
      isMounted = false;
    };
  }, [code, wanted, value, failure]);
  if (wanted && value === undefined && failure && failure.download > downloadsBefore) throw failure.error;
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
