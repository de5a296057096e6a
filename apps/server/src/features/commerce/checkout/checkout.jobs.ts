import { lte } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import { checkoutHolds } from '../../../platform/db/schema/commerce/index';

/**
 * The delete-expired-checkout-holds job: keeps the table small. An expired hold already counts as
 * free everywhere (docs/decisions/232-checkout-holds.md), so when this runs changes nothing a buyer
 * sees, and several instances may run it at once.
 */
export async function deleteExpiredCheckoutHolds(ctx: AppContext) {
  await ctx.db.delete(checkoutHolds).where(lte(checkoutHolds.expiresAt, ctx.clock.now()));
}
