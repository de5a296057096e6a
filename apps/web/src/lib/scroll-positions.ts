/**
 * Where each history entry was scrolled to, so back and forward return there while any other
 * navigation opens the new page at its top (docs/PRODUCT.md "Display conventions"). The positions
 * outlive a reload in the tab's session storage, like the browser's own restoration.
 */

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/** How the browser loaded the document (PerformanceNavigationTiming's `type`). */
export type DocumentLoadKind = 'navigate' | 'reload' | 'back_forward' | 'prerender';

/** How many entries are remembered: the oldest are forgotten first. */
const MAX_ENTRIES = 100;
export const SCROLL_STORAGE_KEY = 'netlease-scroll-positions';

export interface ScrollPositions {
  save(key: string, top: number): void;
  get(key: string): number | undefined;
  /** Writes the positions to the session storage (when the page is hidden or left). */
  persist(): void;
}

export function createScrollPositions(storage: Pick<Storage, 'getItem' | 'setItem'> | null): ScrollPositions {
  const positions = new Map<string, number>(readStored(storage));
  return {
    save(key, top) {
      positions.delete(key);
      positions.set(key, Math.max(0, Math.round(top)));
      if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value!);
    },
    get: (key) => positions.get(key),
    persist() {
      try {
        storage?.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // A full or refused storage only loses the positions across a reload.
      }
    },
  };
}

function readStored(storage: Pick<Storage, 'getItem'> | null): Array<[string, number]> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
    );
  } catch {
    return [];
  }
}

/**
 * The key a history entry's position is kept under. An entry the app did not create (the first one of
 * a document opened from the address bar, a bookmark or another site) carries the router's key
 * `default` whatever its address, so its address is part of the key: a reload of /auctions never
 * takes the position left on /auction/:id.
 */
export function positionKey(locationKey: string, address: string): string {
  return locationKey === 'default' ? `default ${address}` : locationKey;
}

/**
 * How the document's first entry counts: a reload or the browser's back and forward return to where
 * it was left ('POP'); an address opened anew (typed, a bookmark, a link from another site) opens at
 * its top, like a link in the app ('PUSH').
 */
export function firstEntryKind(load: DocumentLoadKind): NavigationKind {
  return load === 'reload' || load === 'back_forward' ? 'POP' : 'PUSH';
}

/**
 * Where a navigation leaves the window: back/forward return to the entry's saved position
 * ('restore'); a link or redirect to another page opens it at the top; a change of the address's
 * query or hash alone (filters, paging) leaves the page where it is, its own code decides.
 */
export function scrollTargetFor(
  kind: NavigationKind,
  saved: number | undefined,
  isSamePage: boolean,
): { action: 'restore'; top: number } | { action: 'top' } | { action: 'none' } {
  if (kind === 'POP') return saved === undefined ? { action: 'none' } : { action: 'restore', top: saved };
  return isSamePage ? { action: 'none' } : { action: 'top' };
}
