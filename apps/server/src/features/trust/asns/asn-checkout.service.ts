import { registerApprovedAsnCheck } from '../../commerce/checkout/checkout.service';
import { findApprovedAsn } from './asns.service';

/** Hands checkout the check that an order's ASN is one of the buyer's approved ones (app.ts). */
export function registerCheckoutAsnCheck() {
  registerApprovedAsnCheck(
    async (db, buyerId, asnId) => (await findApprovedAsn(db, buyerId, asnId))?.asnNumber ?? null,
  );
}
