import { and, eq, sql } from 'drizzle-orm';
import { CHECKOUT_FEE_CENTS } from '@netlease/shared/money';
import { addressesPerLease } from '@netlease/shared/marketplace-constants';
import {
  CHECKOUT_HOLD_MINUTES,
  MAX_CHECKOUT_HOLDS,
  ORDER_MESSAGES,
  addPeriod,
  heldByAnotherBuyerMessage,
  type CheckoutItemType,
  type CheckoutSummary,
  type CheckoutUnit,
} from '@netlease/shared/orders';
import { reputationBand } from '@netlease/shared/reputation';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { MINUTE } from '../../../platform/clock';
import { serverPackages } from '../../../platform/db/schema/catalog/index';
import { checkoutHolds } from '../../../platform/db/schema/commerce/index';
import { AppError, notFound } from '../../../platform/errors';
import { quoteOrderCharge } from '../orders/order-charges.service';
import * as wallet from '../wallet/wallet.service';
import { assertCanTrade } from '../../accounts/user-management/user-management.service';
import {
  countOtherLiveHolds,
  findCheckoutItem,
  findOwnHold,
  othersHoldsOn,
  type CheckoutHoldRow,
  type CheckoutItem,
} from './checkout.queries';
import { leaseByPeriod, periodOptionsOf } from './checkout-lease-terms';
import {
  chooseIpUnit,
  heldItemOf,
  isExclusionViolation,
  lockIpBlock,
  type IpUnit,
} from './checkout-availability';

/**
 * Holding the unit (docs/PRODUCT.md "Checkout", docs/decisions/232-checkout-holds.md): opening checkout
 * holds one unit for the buyer for 15 minutes, others cannot take it meanwhile, leaving the page
 * releases it, paying consumes it (checkout-availability.ts) and an expired hold counts as free at once.
 */

/** What checkout would give this buyer now: the unit (IP), their live hold, or when others' holds end. */
export interface CheckoutView {
  unit: IpUnit | null;
  hold: CheckoutHoldRow | null;
  heldUntil: Date | null;
}

const HOLD_MS = CHECKOUT_HOLD_MINUTES * MINUTE;

/** A unit's reputation in the marketplace's bands (docs/PRODUCT.md "Marketplace search"). */
export const needsReputationConfirmation = (score: number | null) =>
  score !== null && reputationBand(score) !== 'clean';

function toUnit(unit: IpUnit): CheckoutUnit {
  const [address = '', length = '0'] = unit.cidr.split('/');
  return {
    prefix: unit.cidr,
    addresses: addressesPerLease(address.includes(':') ? 6 : 4, Number(length)),
    reputation: {
      band: unit.score === null ? null : reputationBand(unit.score),
      score: unit.score,
    },
  };
}

/** The stock of a package this buyer may still take or hold: what other buyers' live holds leave. */
async function stockForBuyer(db: Executor, item: CheckoutItem, buyerId: string, now: Date) {
  const [row] = await db
    .select({ stockCount: serverPackages.stockCount })
    .from(serverPackages)
    .where(eq(serverPackages.id, item.id));
  const others = await othersHoldsOn(db, buyerId, heldItemOf(item), now);
  const stock = row?.stockCount ?? 0;
  return {
    isLeft: stock - others.count >= 1,
    // Only when stock is there but others hold all of it: waiting for them helps.
    heldUntil: stock > 0 && others.count > 0 ? others.endsAt : null,
  };
}

/** Reads (never writes) what checkout of the item would give the buyer now. */
export async function describeCheckout(
  db: Executor,
  item: CheckoutItem,
  buyerId: string,
  now: Date,
): Promise<CheckoutView> {
  if (item.itemType === 'ip') return chooseIpUnit(db, item, buyerId, now);
  const own = await findOwnHold(db, buyerId, heldItemOf(item));
  if (own && own.expiresAt > now) return { unit: null, hold: own, heldUntil: null };
  const stock = await stockForBuyer(db, item, buyerId, now);
  return { unit: null, hold: null, heldUntil: stock.isLeft ? null : stock.heldUntil };
}

/**
 * What the buyer pays for the first term, tax included (docs/PRODUCT.md "Checkout", "Invoices"): the
 * lines of its invoice, and the billing details they were worked out from. Refuses a buyer without
 * billing details.
 */
export async function quoteCheckout(
  db: Executor,
  ctx: AppContext,
  buyerId: string,
  item: CheckoutItem,
  now: Date,
  prefix: string | null = null,
) {
  const { quote, parties } = await quoteOrderCharge(db, ctx, {
    order: {
      leaserId: buyerId,
      monetizerId: item.sellerId,
      title: item.title,
      amount: item.priceCents,
      fee: CHECKOUT_FEE_CENTS,
    },
    periodStart: now,
    periodEnd: addPeriod(now, item.period),
    prefix,
    ifNoBillingDetails: 'refuse',
  });
  return { quote, parties };
}

/** The /payment/{id} page's summary: the item, its price, the unit, the hold and the buyer's balance. */
export async function toCheckoutSummary(
  ctx: AppContext,
  item: CheckoutItem,
  buyerId: string,
  view: CheckoutView,
  now: Date,
): Promise<CheckoutSummary> {
  const { db } = ctx;
  const { balance } = await wallet.getWallet(db, buyerId);
  // The tax before paying (docs/PRODUCT.md "Checkout"): unknown until the buyer has billing details.
  const tax =
    item.sellerId === buyerId
      ? null
      : await quoteCheckout(db, ctx, buyerId, item, now, view.unit?.cidr ?? null).then(
          ({ quote }) => quote,
          (error: unknown) => {
            if (error instanceof AppError && error.field === 'billing') return null;
            throw error;
          },
        );
  return {
    itemType: item.itemType,
    itemId: item.id,
    title: item.title,
    providerName: item.providerName,
    period: item.period,
    subtotal: item.priceCents,
    fee: CHECKOUT_FEE_CENTS,
    total: tax?.grossCents ?? item.priceCents + CHECKOUT_FEE_CENTS,
    tax,
    isOwnItem: item.sellerId === buyerId,
    walletBalance: balance,
    renewalDate: addPeriod(now, item.period).toISOString(),
    unit: view.unit ? toUnit(view.unit) : null,
    hold: view.hold ? { id: view.hold.id, expiresAt: view.hold.expiresAt.toISOString() } : null,
    heldUntil: view.heldUntil?.toISOString() ?? null,
    ...periodOptionsOf(item.terms, now),
  };
}

/** The item as the summary and the hold route see it: it exists and is on sale now. */
export async function findListedItem(db: Executor, itemType: CheckoutItemType, id: string) {
  const item = await findCheckoutItem(db, itemType, id);
  if (!item || !item.isAvailable) throw new AppError('not_found', ORDER_MESSAGES.invalidItem);
  // Priced and dated by its default period until the buyer chooses (docs/PRODUCT.md "Checkout").
  return leaseByPeriod(item, undefined);
}

/** GET /api/checkout/:itemType/:id: a read; it reports the caller's live hold, if any. */
export async function getCheckoutSummary(
  ctx: AppContext,
  buyerId: string,
  itemType: CheckoutItemType,
  id: string,
): Promise<CheckoutSummary> {
  const now = ctx.clock.now();
  const item = await findListedItem(ctx.db, itemType, id);
  return toCheckoutSummary(ctx, item, buyerId, await describeCheckout(ctx.db, item, buyerId, now), now);
}

/**
 * POST /api/checkout/:itemType/:id/hold (the page calls it when it opens): creates the caller's hold
 * of one unit, or refreshes it for another 15 minutes, and answers the summary. When others hold every
 * free unit nothing is held and the summary says until when; `isNew` says a hold was made. One transaction: the buyer's holds are
 * serialised by an advisory lock (at most 3), then the inventory rows checkout itself locks are
 * locked (the block's subnets, the package), so no unit is held twice and checkout sees every hold.
 */
export async function holdCheckoutItem(
  ctx: AppContext,
  buyerId: string,
  itemType: CheckoutItemType,
  id: string,
): Promise<{ summary: CheckoutSummary; isNew: boolean }> {
  const now = ctx.clock.now();
  const { item, view, isNew } = await ctx.db.transaction(async (tx) => {
    // A suspended account cannot buy, so it cannot hold (docs/decisions/160-staff-tools-and-audit.md).
    await assertCanTrade(tx, buyerId);
    const found = await findListedItem(tx, itemType, id);
    // One's own item is never held: the summary says it is theirs (docs/PRODUCT.md "Checkout").
    if (found.sellerId === buyerId) {
      return {
        item: found,
        view: { ...(await describeCheckout(tx, found, buyerId, now)), hold: null },
        isNew: false,
      };
    }
    return { item: found, ...(await holdUnit(tx, found, buyerId, now)) };
  });
  return { summary: await toCheckoutSummary(ctx, item, buyerId, view, now), isNew };
}

/**
 * Holds one unit of the item for the buyer, or refreshes their hold: the buyer's holds serialised by
 * an advisory lock (at most 3), then the inventory rows checkout itself locks.
 */
async function holdUnit(tx: Executor, item: CheckoutItem, buyerId: string, now: Date) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout-holds:${buyerId}`}, 0))`);
  return item.itemType === 'ip' ? holdIpUnit(tx, item, buyerId, now) : holdStockUnit(tx, item, buyerId, now);
}

/**
 * Secures the unit a card payment is for before the card is charged (docs/PRODUCT.md "Checkout",
 * docs/decisions/246-secure-before-charging.md): in the caller's transaction, under the locks checkout
 * takes, the buyer's live hold is refreshed or a free unit is held for them. No unit for them is a
 * refusal with nothing charged: 'Held by another buyer' while others hold what is left, otherwise
 * 'Just taken' (a unit was free when the payment read the item), or 'out of stock' for a package
 * that had none even then. `isNew`: the payment made the hold, so
 * it is released again if the card is declined.
 */
export async function securePaymentHold(
  tx: Executor,
  item: CheckoutItem,
  buyerId: string,
  now: Date,
): Promise<{ hold: CheckoutHoldRow; unit: IpUnit | null; isNew: boolean }> {
  await assertCanTrade(tx, buyerId);
  const { view, isNew } = await holdUnit(tx, item, buyerId, now);
  if (!view.hold) {
    const soldOutBefore = item.itemType === 'server' && !((item.stockCount ?? 0) > 0);
    throw new AppError(
      'conflict',
      view.heldUntil
        ? heldByAnotherBuyerMessage(view.heldUntil)
        : soldOutBefore
          ? ORDER_MESSAGES.outOfStock
          : ORDER_MESSAGES.justTaken,
    );
  }
  return { hold: view.hold, unit: view.unit, isNew };
}

interface HoldOutcome {
  view: CheckoutView;
  isNew: boolean;
}

/** Refreshes the buyer's live hold: another 15 minutes from now, the same unit and id. */
async function refresh(tx: Executor, hold: CheckoutHoldRow, now: Date) {
  const [row] = await tx
    .update(checkoutHolds)
    .set({ heldAt: now, expiresAt: new Date(now.getTime() + HOLD_MS) })
    .where(eq(checkoutHolds.id, hold.id))
    .returning();
  return row!;
}

/** A new hold, replacing the buyer's expired or unusable one of the same item; 'Too many holds' past 3. */
async function insertHold(
  tx: Executor,
  item: CheckoutItem,
  buyerId: string,
  stale: CheckoutHoldRow | null,
  now: Date,
  cidr: string | null,
) {
  if (stale) await tx.delete(checkoutHolds).where(eq(checkoutHolds.id, stale.id));
  if ((await countOtherLiveHolds(tx, buyerId, heldItemOf(item), now)) >= MAX_CHECKOUT_HOLDS) {
    throw new AppError('conflict', ORDER_MESSAGES.tooManyHolds);
  }
  try {
    const [row] = await tx
      .insert(checkoutHolds)
      .values({
        userId: buyerId,
        ...heldItemOf(item),
        cidr,
        heldAt: now,
        expiresAt: new Date(now.getTime() + HOLD_MS),
      })
      .returning();
    return row!;
  } catch (error) {
    // The backstop under the block's row locks (migrations/1930_checkout_holds.sql): never reached
    // while every writer takes those locks, and said the way checkout says it if it ever is.
    if (isExclusionViolation(error)) throw new AppError('conflict', ORDER_MESSAGES.heldByAnotherBuyer);
    throw error;
  }
}

async function holdIpUnit(
  tx: Executor,
  item: CheckoutItem,
  buyerId: string,
  now: Date,
): Promise<HoldOutcome> {
  await lockIpBlock(tx, item.ip!.blockId);
  const choice = await chooseIpUnit(tx, item, buyerId, now);
  if (choice.hold) return { view: { ...choice, hold: await refresh(tx, choice.hold, now) }, isNew: false };
  if (!choice.unit) return { view: choice, isNew: false };
  const stale = await findOwnHold(tx, buyerId, heldItemOf(item));
  const hold = await insertHold(tx, item, buyerId, stale, now, choice.unit.cidr);
  return { view: { unit: choice.unit, hold, heldUntil: null }, isNew: true };
}

async function holdStockUnit(
  tx: Executor,
  item: CheckoutItem,
  buyerId: string,
  now: Date,
): Promise<HoldOutcome> {
  // The package row is what checkout's guarded UPDATE locks: holds and checkouts of it take turns.
  await tx
    .select({ id: serverPackages.id })
    .from(serverPackages)
    .where(eq(serverPackages.id, item.id))
    .for('update');
  const own = await findOwnHold(tx, buyerId, heldItemOf(item));
  const stock = await stockForBuyer(tx, item, buyerId, now);
  if (!stock.isLeft) {
    // The seller lowered the stock below what is held: the buyer's own hold goes first.
    if (own) await tx.delete(checkoutHolds).where(eq(checkoutHolds.id, own.id));
    return { view: { unit: null, hold: null, heldUntil: stock.heldUntil }, isNew: false };
  }
  if (own && own.expiresAt > now) {
    return { view: { unit: null, hold: await refresh(tx, own, now), heldUntil: null }, isNew: false };
  }
  const hold = await insertHold(tx, item, buyerId, own, now, null);
  return { view: { unit: null, hold, heldUntil: null }, isNew: true };
}

/** DELETE /api/checkout/holds/:id: the buyer leaves the page; another user's hold answers 404. */
export async function releaseCheckoutHold(ctx: AppContext, buyerId: string, holdId: string) {
  const released = await ctx.db
    .delete(checkoutHolds)
    .where(and(eq(checkoutHolds.id, holdId), eq(checkoutHolds.userId, buyerId)))
    .returning({ id: checkoutHolds.id });
  if (released.length === 0) throw notFound('Hold');
  return { ok: true as const };
}
