/**
 * Fees without zod, so pages that only show them (the auctions' messages, /auctions) load light.
 * money.ts re-exports them.
 */

/** Checkout adds a flat $5.00 processing fee; deposits are free (docs/PRODUCT.md "Checkout", "Deposits"). */
export const CHECKOUT_FEE_CENTS = 500;
export const DEPOSIT_FEE_CENTS = 0;
