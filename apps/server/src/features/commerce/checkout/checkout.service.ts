import type { z } from 'zod';
import { LOA_MESSAGES } from '@netlease/shared/loas';
import { CHECKOUT_FEE_CENTS } from '@netlease/shared/money';
import type { checkoutInputSchema } from '@netlease/shared/orders';
import {
  ORDER_MESSAGES,
  addPeriod,
  heldByAnotherBuyerMessage,
  paymentSuccessMessage,
  type CheckoutItemType,
} from '@netlease/shared/orders';
import { ORDER_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import { and, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../platform/db/database';
import { checkoutHolds, paymentIntents, payments } from '../../../platform/db/schema/commerce/index';
import { AppError } from '../../../platform/errors';
import { fingerprintCard } from '../../../platform/payments/payment-gateway';
import {
  payByCard,
  type CardPaymentHandlers,
  type PaymentOutcome,
} from '../card-payments/card-payments.service';
import { withoutKey, type Once } from '../../../platform/payments/idempotency';
import type { PaymentIntent } from '../card-payments/card-payments.service';
import { notifyUsers } from '../../accounts/notifications/notifications.service';
import * as ledger from '../wallet/ledger.service';
import { createOrder } from '../orders/orders.service';
import { assertCanTrade } from '../../accounts/user-management/user-management.service';
import { findCheckoutItem, type CheckoutItem } from './checkout.queries';
import { checkIpAvailability, checkServerStock } from './checkout-availability';
import {
  describeCheckout,
  needsReputationConfirmation,
  quoteCheckout,
  securePaymentHold,
} from './checkout-holds.service';
import { leaseByPeriod } from './checkout-lease-terms';

export interface CheckoutSuccess {
  title: string;
  message: string;
  orderId: string;
  invoiceId: string;
}

type CheckoutData = z.output<typeof checkoutInputSchema>;
type ChargeSource =
  | { method: 'wallet' }
  | { method: 'card'; transactionId: string; cardBrand: string | null; cardLast4: string | null };

/**
 * The AS number of `asnId` when it is one of the buyer's approved ASNs, else null (an order may name
 * the ASN it is announced from).
 */
export type ApprovedAsnCheck = (db: Executor, buyerId: string, asnId: string) => Promise<number | null>;

let isApprovedAsnOf: ApprovedAsnCheck | null = null;

/**
 * ASNs are the trust domain's, above commerce, so trust hands checkout this check at start (app.ts,
 * docs/decisions/266).
 */
export function registerApprovedAsnCheck(check: ApprovedAsnCheck) {
  isApprovedAsnOf = check;
}

function approvedAsnCheck(): ApprovedAsnCheck {
  if (!isApprovedAsnOf) throw new Error('No ASN check is registered for checkout (app.ts)');
  return isApprovedAsnOf;
}
/**
 * The item, checked for the buyer: it exists, is not their own and is on sale now; an ASN named with
 * it is one of the buyer's approved ASNs, and only an IP lease takes one (docs/PRODUCT.md "Delivering
 * a lease").
 */
async function findBuyableItem(db: Executor, buyerId: string, data: CheckoutData) {
  // A suspended account cannot buy (docs/decisions/160-staff-tools-and-audit.md "Suspension").
  const buyer = await assertCanTrade(db, buyerId);
  const item = await findCheckoutItem(db, data.itemType, data.itemId);
  if (!item) throw new AppError('not_found', ORDER_MESSAGES.invalidItem);
  if (item.sellerId === buyerId) throw new AppError('forbidden', ORDER_MESSAGES.ownItem);
  // A listing the page showed with a free unit is sold out only because another buyer took the last
  // one meanwhile: 'Just taken', never 'already leased' (docs/PRODUCT.md "Checkout").
  if (!item.isAvailable) {
    throw new AppError(
      'conflict',
      item.isSoldOut ? ORDER_MESSAGES.justTaken : ORDER_MESSAGES.itemNotAvailable,
    );
  }
  let asn: { id: string; number: number } | null = null;
  if (data.asnId) {
    if (item.itemType !== 'ip') {
      throw new AppError('invalid_input', ORDER_MESSAGES.asnOnlyForIp, { field: 'asnId' });
    }
    const number = await approvedAsnCheck()(db, buyerId, data.asnId);
    if (number === null) throw new AppError('bad_request', LOA_MESSAGES.asnNotApproved, { field: 'asnId' });
    asn = { id: data.asnId, number };
  }
  // Priced and dated by the period the buyer chose (docs/PRODUCT.md "Checkout").
  return { ...leaseByPeriod(item, data.period ?? undefined), buyerName: buyer.name, asn };
}

/** A Warning or Blacklisted unit is leased only with the buyer's 'I understand' (PRODUCT.md "Checkout"). */
function assertReputationAccepted(score: number | null, data: CheckoutData) {
  if (needsReputationConfirmation(score) && data.acceptReputation !== true) {
    throw new AppError('unprocessable', ORDER_MESSAGES.confirmReputation, { field: 'acceptReputation' });
  }
}

/**
 * What a card checkout can tell at once, before a payment intent exists: the unit this buyer would get
 * is free for them and its reputation accepted. It is a read without locks: the unit is then secured
 * under them before the card is charged (secureUnit), and the second phase checks it all again.
 */
async function assertPayableNow(ctx: AppContext, buyerId: string, item: CheckoutItem, data: CheckoutData) {
  const view = await describeCheckout(ctx.db, item, buyerId, ctx.clock.now());
  if (item.itemType === 'ip' && !view.unit) {
    throw new AppError(
      'conflict',
      view.heldUntil ? heldByAnotherBuyerMessage(view.heldUntil) : ORDER_MESSAGES.itemNotAvailable,
    );
  }
  if (item.itemType === 'server' && !view.hold && view.heldUntil) {
    throw new AppError('conflict', heldByAnotherBuyerMessage(view.heldUntil));
  }
  assertReputationAccepted(view.unit?.score ?? null, data);
}

/**
 * The order itself, inside the caller's transaction: takes the inventory under row locks, creates the
 * order (payment_confirmed), the paid invoice, the payment record, the ledger journal and the seller's
 * hold. Price and seller come from the database, the buyer from the session. Any refusal throws, so
 * nothing is written.
 */
async function placeOrder(
  tx: Executor,
  ctx: AppContext,
  buyerId: string,
  item: Awaited<ReturnType<typeof findBuyableItem>>,
  data: CheckoutData,
  source: ChargeSource,
  /** What the card was charged: the order is placed only at that price. */
  chargedCents?: number,
): Promise<CheckoutSuccess> {
  const now = ctx.clock.now();
  // The billing details read once: the total checked here is the total the invoice charges.
  const { quote, parties } = await quoteCheckout(tx, ctx, buyerId, item, now);
  const total = quote.grossCents;
  if (chargedCents !== undefined && total !== chargedCents) {
    throw new AppError('conflict', ORDER_MESSAGES.priceChanged);
  }
  // Lock order: wallets (by user id), then the inventory rows (see ledger.service lockWallets).
  const locked = await ledger.lockWallets(tx, [buyerId, item.sellerId]);
  if (source.method === 'wallet' && locked.get(buyerId)!.balance < total) {
    throw new AppError('unprocessable', ORDER_MESSAGES.insufficientFunds);
  }
  // The buyer's held unit, else a free one nobody else holds (docs/PRODUCT.md "Checkout").
  const reservation =
    item.itemType === 'server'
      ? await checkServerStock(tx, item, buyerId, now)
      : await checkIpAvailability(tx, item, buyerId, now);
  assertReputationAccepted(reservation.unit?.score ?? null, data);

  const renewalDate = addPeriod(now, item.period);
  const { itemId } = reservation;
  const orderItemType = item.itemType === 'ip' ? 'ip_subnet' : 'server_package';
  const { order, invoiceId } = await createOrder(tx, ctx, {
    buyerId,
    sellerId: item.sellerId,
    amount: item.priceCents,
    fee: CHECKOUT_FEE_CENTS,
    itemType: orderItemType,
    itemId,
    listingId: item.itemType === 'ip' ? item.id : null,
    title: item.title,
    period: item.period,
    term: { start: now, end: renewalDate },
    autoRenews: data.autoRenews,
    minTermMonths: item.minTermMonths,
    asn: item.itemType === 'ip' ? item.asn : null,
    source,
    actorId: buyerId,
    // Locked above with the seller's, in user-id order: each wallet is locked once.
    walletsLocked: true,
    prefix: reservation.unit?.cidr ?? null,
    ifNoBillingDetails: 'refuse',
    parties,
    createdAudit: { itemType: orderItemType, itemId, total, method: data.method, sellerId: item.sellerId },
    beforeCharge: async (order) => {
      await reservation.commit(order.id, { start: now, end: renewalDate });
      await notifyUsers(tx, [
        {
          userId: buyerId,
          type: 'order_created',
          // Not the checkout toast's text again: the live notification shows as a toast too.
          ...ORDER_NOTIFICATIONS.confirmed(item.title, item.itemType === 'ip' && !order.asnId),
          // The lease page says what happens next (docs/PRODUCT.md "Delivering a lease").
          link: `/orders/${order.id}`,
        },
        {
          userId: item.sellerId,
          type: 'order_received',
          ...ORDER_NOTIFICATIONS.received(item.buyerName, item.title),
          link: `/orders/${order.id}`,
        },
      ]);
    },
  });
  const done = paymentSuccessMessage(item.title);
  return { title: done.title, message: done.description, orderId: order.id, invoiceId };
}

/** What a card checkout asks the second phase to buy (kept on the payment intent). */
interface CheckoutDetails {
  itemType: CheckoutItemType;
  itemId: string;
  autoRenews: boolean;
  asnId?: string;
  acceptReputation?: true;
  period?: CheckoutData['period'];
  /** The hold the payment itself made when it secured the unit (none when the page's hold was used). */
  paymentHoldId?: string;
}

/**
 * Secures the unit before the card is charged (docs/PRODUCT.md "Checkout", docs/decisions/
 * 246-secure-before-charging.md): in its own transaction, under the intent's lock, the buyer's hold is
 * refreshed or one is made, so no other checkout can take the unit while the processor answers; a buyer
 * who lost the race is refused here and never charged. A hold the payment made is noted on the intent,
 * so a declined card releases it.
 */
const secureUnit =
  (ctx: AppContext, buyerId: string, data: CheckoutData) =>
  async (tx: Transaction, intent: PaymentIntent) => {
    const item = await findBuyableItem(tx, buyerId, data);
    const secured = await securePaymentHold(tx, item, buyerId, ctx.clock.now());
    assertReputationAccepted(secured.unit?.score ?? null, data);
    if (secured.isNew) {
      await tx
        .update(paymentIntents)
        .set({ request: { ...(intent.request as CheckoutDetails), paymentHoldId: secured.hold.id } })
        .where(eq(paymentIntents.id, intent.id));
    }
  };

/**
 * The ASN and the reputation tick, only when given: a request without them fingerprints (and is kept
 * on a payment intent) exactly as before they existed, so a retry keeps its Idempotency-Key.
 */
const checkoutExtras = (
  data: CheckoutData,
): Pick<CheckoutDetails, 'asnId' | 'acceptReputation' | 'period'> => ({
  ...(data.asnId ? { asnId: data.asnId } : {}),
  ...(data.acceptReputation === true ? { acceptReputation: true as const } : {}),
  ...(data.period ? { period: data.period } : {}),
});

/**
 * The second phase of a card checkout (card-payments/card-payments.service.ts), also run by the
 * reconciler after a crash: the item is checked again under locks and must still cost what was
 * charged; a refusal here makes the charge be refunded.
 */
export const checkoutCardHandlers = (ctx: AppContext): CardPaymentHandlers<CheckoutSuccess> => ({
  async apply(tx, intent, charge) {
    const { paymentHoldId: _hold, ...details } = intent.request as CheckoutDetails;
    const data: CheckoutData = { ...details, method: 'card' };
    const item = await findBuyableItem(tx, intent.userId, data);
    return placeOrder(
      tx,
      ctx,
      intent.userId,
      item,
      data,
      {
        method: 'card',
        transactionId: charge.chargeId,
        cardBrand: charge.cardBrand,
        cardLast4: charge.cardLast4,
      },
      intent.amountCents,
    );
  },
  async decline(tx, intent, charge) {
    const now = ctx.clock.now();
    // The unit the payment secured for itself is free again; a hold of the page stays for another try.
    const { paymentHoldId } = intent.request as CheckoutDetails;
    if (paymentHoldId) {
      await tx
        .delete(checkoutHolds)
        .where(and(eq(checkoutHolds.id, paymentHoldId), eq(checkoutHolds.userId, intent.userId)));
    }
    // The refusal is kept (a failed payment record); nothing else of the order is written.
    await tx.insert(payments).values({
      userId: intent.userId,
      gateway: intent.gateway,
      type: 'order',
      amount: intent.amountCents,
      status: 'failed',
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
      failureReason: charge.reason.description,
      createdAt: now,
      updatedAt: now,
    });
    return new AppError('unprocessable', {
      title: ORDER_MESSAGES.paymentFailed.title,
      description: charge.reason.description,
    });
  },
});

/**
 * Checkout (/payment/{id}, process_order_payment): price + $5.00 + tax. From the wallet it is one
 * transaction; by card it is two phases around the gateway call (docs/decisions/120), so no row lock
 * is held while the processor answers.
 */
export async function checkout(
  ctx: AppContext,
  buyerId: string,
  data: CheckoutData,
  once: Once<CheckoutSuccess> = withoutKey(ctx.db),
): Promise<PaymentOutcome<CheckoutSuccess>> {
  if (data.method === 'wallet') {
    const result = await once.run(
      {
        itemType: data.itemType,
        itemId: data.itemId,
        method: data.method,
        autoRenews: data.autoRenews,
        ...checkoutExtras(data),
      },
      async (tx) =>
        placeOrder(tx, ctx, buyerId, await findBuyableItem(tx, buyerId, data), data, { method: 'wallet' }),
    );
    return { state: 'paid', result, replayed: false };
  }
  const gateway = ctx.payments.require(data.method);
  const item = await findBuyableItem(ctx.db, buyerId, data);
  await assertPayableNow(ctx, buyerId, item, data);
  const { quote } = await quoteCheckout(ctx.db, ctx, buyerId, item, ctx.clock.now());
  const details: CheckoutDetails = {
    itemType: data.itemType,
    itemId: data.itemId,
    autoRenews: data.autoRenews,
    ...checkoutExtras(data),
  };
  return payByCard(
    ctx,
    gateway,
    {
      userId: buyerId,
      purpose: 'order',
      amountCents: quote.grossCents,
      description: `Netlease order: ${item.title}`,
      card: data.card,
      idempotencyKey: once.key,
      fingerprint: { ...details, method: data.method, card: fingerprintCard(data.card) },
      details: { ...details },
      secure: secureUnit(ctx, buyerId, data),
    },
    checkoutCardHandlers(ctx),
  );
}
