import type { Executor } from '../../../platform/db/database';

/**
 * What suspending an account does to its offers (docs/PRODUCT.md "User management"): the live ones
 * leave the marketplace and come back when the account is reactivated. The offers belong to the
 * catalog, above accounts, so the catalog registers how at start (app.ts, docs/decisions/266).
 */
export interface OfferHiding {
  /** Hides the user's live offers, each remembering the status it comes back to. */
  hide(tx: Executor, userId: string): Promise<{ hiddenListings: number; hiddenPackages: number }>;
  /** Brings back the offers `hide` hid that are still hidden, with the status they had. */
  restore(tx: Executor, userId: string): Promise<{ restoredListings: number; restoredPackages: number }>;
}

let registered: OfferHiding | undefined;

/** The catalog registers once; registering again (another app in the same process) replaces it. */
export function registerOfferHiding(hiding: OfferHiding) {
  registered = hiding;
}

export function offerHiding(): OfferHiding {
  if (!registered) throw new Error('No offer hiding is registered: app.ts registers the catalog’s at start.');
  return registered;
}
