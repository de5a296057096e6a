import type { AppContext } from '../../../platform/app-context';
import type { CardPaymentHandlers } from './card-payments.service';
import { reconcileCardPayments } from './card-reconciler';
import { retryPendingCardRefunds } from './card-refunds';
import type { PaymentIntent } from './payment-intents';
import { checkoutCardHandlers } from '../checkout/checkout.service';
import { depositCardHandlers } from '../deposits/deposits.service';

/** How each purpose completes a card payment: the same handlers for the request, the job and webhooks. */
export const cardPaymentHandlers = (
  ctx: AppContext,
): Record<PaymentIntent['purpose'], CardPaymentHandlers<unknown>> => ({
  order: checkoutCardHandlers(ctx),
  deposit: depositCardHandlers(ctx),
});

/**
 * The job that finishes card payments and refunds a crash or a lost gateway answer left open
 * (docs/decisions/120-two-phase-payments.md): each open intent is applied with the handlers of its
 * purpose, exactly as the request would have; pending refunds are sent again. With Stripe it asks
 * for the PaymentIntent when the webhook is late, and cancels one left unconfirmed too long
 * (docs/decisions/199-stripe-gateway.md).
 */
export async function settleCardPayments(ctx: AppContext) {
  const settled = await reconcileCardPayments(ctx, cardPaymentHandlers(ctx));
  const refunded = await retryPendingCardRefunds(ctx);
  return settled + refunded;
}
