import { useEffect } from 'react';
import { ApiError } from './api-client';

/**
 * docs/PRODUCT.md "Display conventions": one toast at a time, 5 seconds, destructive for errors. A new
 * toast closes the one on screen (the Toaster shows one, `visibleToasts={1}`, as a second guard). The
 * message on screen is not shown again while it is there: ten clicks on a refused form read as one
 * toast.
 *
 * Each toast has an id of its own. A closing toast leaves the screen over a moment, and the toast
 * library then removes it by its id: a next toast with the same id, shown in that moment, would be
 * taken with it, and the answer to what the user just did would vanish unread.
 */
let lastId = 0;
type Kind = 'success' | 'info' | 'error';

/**
 * The toast library and its Toaster load when the first toast is asked for, or when a person first
 * acts on the page (main.tsx), whichever comes first: never with what a page downloads for its
 * first screen (app-toaster.tsx, docs/decisions/297-toast-area-when-wanted.md).
 * A toast asked for before the Toaster listens waits for it, in order.
 */
let isToasterWanted = false;
const toasterWantedListeners = new Set<() => void>();
export function wantToaster() {
  if (isToasterWanted) return;
  isToasterWanted = true;
  for (const listener of toasterWantedListeners) listener();
}
/** For useSyncExternalStore: whether the Toaster should be on the page. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    toasterWantedListeners.add(listener);
    return () => void toasterWantedListeners.delete(listener);
  },
  get: () => isToasterWanted,
};

let toasterMounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
const sonnerReady = toasterReady.then(() => import('sonner')).then((module) => module.toast);
export function markToasterMounted() {
  toasterMounted();
}

/** What is on screen now ('error\nInvalid CIDR\n...'), or null once it closed; and its id. */
let shown: string | null = null;
let shownId: string | null = null;
/**
 * A live notification that arrived while another toast was on screen: shown when that one closes
 * (its 5 seconds, its close button, or a newer toast that closes in turn), never sooner, so it never
 * cuts the answer to what the user just did short (docs/PRODUCT.md "Notifications and live updates").
 */
let waiting: { title: string; description?: string } | null = null;
function showWaiting() {
  // Another toast came meanwhile: the notice waits for that one in turn.
  if (shown !== null) return;
  const next = waiting;
  waiting = null;
  if (next) show('info', next.title, next.description);
}

function show(kind: Kind, title: string, description?: string) {
  wantToaster();
  const key = `${kind}\n${title}\n${description ?? ''}`;
  if (key === shown) return;
  const replaced = shownId;
  const id = `netlease-toast-${(lastId += 1)}`;
  shown = key;
  shownId = id;
  const onClose = () => {
    if (shown !== key) return;
    shown = null;
    shownId = null;
    showWaiting();
  };
  const options = {
    id,
    description: description || undefined,
    className: kind === 'error' ? 'toast-destructive' : undefined,
    onDismiss: onClose,
    onAutoClose: onClose,
  };
  void sonnerReady.then((sonner) => {
    if (replaced !== null) sonner.dismiss(replaced);
    if (kind === 'success') sonner.success(title, options);
    else if (kind === 'error') sonner.error(title, options);
    else sonner.info(title, options);
  });
}

/** The one toast of the app. */
export const toast = {
  success(title: string, description?: string) {
    show('success', title, description);
  },
  info(title: string, description?: string) {
    show('info', title, description);
  },
  error(title: string, description?: string) {
    show('error', title, description);
  },
  /**
   * A live notification: it does not replace the answer to what the user just did
   * ('Payment successful' stays on screen its full time); it waits for that toast to close (only
   * the newest waits; the bell keeps them all).
   */
  notify(title: string, description?: string) {
    if (shown === null) return show('info', title, description);
    waiting = { title, description };
  },
  /** Shows a failed request: the server's product message when it sent one, else `fallbackTitle`. */
  fromError(error: unknown, fallbackTitle: string, fallbackDescription = 'Something went wrong') {
    if (error instanceof ApiError) {
      this.error(error.isGeneric ? fallbackTitle : error.title, error.message || fallbackDescription);
    } else {
      this.error(fallbackTitle, fallbackDescription);
    }
  },
};

/**
 * Shows a failed load (a query's `error`) once: the toast comes again only when the query fails anew,
 * as a new error object. The one way a page reports that its data could not be loaded.
 */
export function useErrorToast(error: unknown, fallbackTitle: string, fallbackDescription?: string) {
  useEffect(() => {
    if (error) toast.fromError(error, fallbackTitle, fallbackDescription);
  }, [error, fallbackTitle, fallbackDescription]);
}
