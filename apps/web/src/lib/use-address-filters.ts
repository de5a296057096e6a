import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The page's query string and a way to change it that builds on the address as last set here. Two
 * changes before the page renders again (two filters picked quickly, on a slow phone or a busy
 * machine) must build on each other; the router's own setter, even given a function, starts from the
 * address of the last render, so the second change would put back what the first one changed.
 */
export function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const change = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const built = next(latest.current);
      latest.current = built;
      setParams(built, options);
    },
    [setParams],
  );
  return [params, change] as const;
}
