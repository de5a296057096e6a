import type { AppContext } from '../../app-context';
import { reconcileCardPayments, retryPendingCardRefunds } from '../../platform/payments/card-payments';
import { checkoutCardHandlers } from '../checkout/checkout.service';
import { depositCardHandlers } from '../deposits/deposits.service';

/**
 * The job that finishes card payments and refunds a crash or a lost gateway answer left open
 * (docs/decisions/120-two-phase-payments.md): each open intent is applied with the handlers of its
 * purpose, exactly as the request would have; pending refunds are sent again.
 */
export async function settleCardPayments(ctx: AppContext) {
  const settled = await reconcileCardPayments(ctx, {
    order: checkoutCardHandlers(ctx),
    deposit: depositCardHandlers(ctx),
  });
  const refunded = await retryPendingCardRefunds(ctx);
  return settled + refunded;
}
