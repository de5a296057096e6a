import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ErrorBody } from '@netlease/shared/errors';
import { CHECKOUT_FEE_CENTS } from '@netlease/shared/money';
import type { checkoutInputSchema } from '@netlease/shared/orders';
import {
  ORDER_MESSAGES,
  addPeriod,
  paymentSuccessMessage,
  type CheckoutItemType,
  type CheckoutSummary,
  type LeasePeriod,
} from '@netlease/shared/orders';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Executor } from '../../../platform/db/database';
import {
  ipBlocks,
  ipSubnets,
  listings,
  orderIpLeases,
  payments,
  serverPackages,
  users,
} from '../../../platform/db/schema/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { fingerprintCard } from '../../../platform/payments/payment-gateway';
import { payByCard, type CardPaymentHandlers } from '../../../platform/payments/card-payments';
import { runIdempotent } from '../../../platform/payments/idempotency';
import { notifyUsers } from '../../accounts/notifications/notifications.service';
import * as wallet from '../wallet/wallet.service';
import * as ledger from '../wallet/ledger.service';
import { createOrder } from '../orders/orders.service';
import { reserveBundleSubnets } from '../../catalog/bundles/bundles.service';
import { assertCanTrade } from '../../accounts/user-management/user-management.service';

/** What can be bought: an active IP listing on an approved block, or an approved server package. */
interface CheckoutItem {
  itemType: CheckoutItemType;
  id: string;
  title: string;
  sellerId: string;
  providerName: string;
  priceCents: number;
  period: LeasePeriod;
  isAvailable: boolean;
  /** A server package with subnets attached (a bundle): checkout leases them too. */
  isBundle?: boolean;
  ip?: { blockId: string; range: string; unitPrefix: number };
}

async function findCheckoutItem(
  db: Executor,
  itemType: CheckoutItemType,
  id: string,
): Promise<CheckoutItem | null> {
  if (itemType === 'server') {
    const [row] = await db
      .select({ pkg: serverPackages, providerName: users.name })
      .from(serverPackages)
      .innerJoin(users, eq(users.id, serverPackages.userId))
      .where(eq(serverPackages.id, id));
    if (!row) return null;
    return {
      itemType,
      id,
      title: row.pkg.name,
      sellerId: row.pkg.userId,
      providerName: row.providerName,
      priceCents: row.pkg.priceCents,
      period: 'month',
      isAvailable: row.pkg.status === 'approved' || row.pkg.status === 'active',
      isBundle: row.pkg.isBundle,
    };
  }
  const [row] = await db
    .select({
      listing: listings,
      providerName: users.name,
      blockOwner: ipBlocks.userId,
      blockStatus: ipBlocks.status,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .innerJoin(ipBlocks, eq(ipBlocks.id, listings.ipBlockId))
    .where(eq(listings.id, id));
  if (!row) return null;
  const { listing } = row;
  return {
    itemType,
    id,
    title: listing.title,
    sellerId: listing.userId,
    providerName: row.providerName,
    priceCents: listing.priceCents,
    period: listing.period,
    // docs/PRODUCT.md "Inventory": a live listing on an approved block of its own seller, with a free unit.
    isAvailable:
      listing.type === 'ip' &&
      listing.status === 'active' &&
      listing.unitsFree > 0 &&
      row.blockOwner === listing.userId &&
      (row.blockStatus === 'approved' || row.blockStatus === 'active'),
    ip: { blockId: listing.ipBlockId!, range: listing.cidr ?? '', unitPrefix: listing.unitPrefix ?? 0 },
  };
}

/** The /payment/{id} page: what is bought, from whom, for how much, and the buyer's balance. */
export async function getCheckoutSummary(
  ctx: AppContext,
  buyerId: string,
  itemType: CheckoutItemType,
  id: string,
): Promise<CheckoutSummary> {
  const item = await findCheckoutItem(ctx.db, itemType, id);
  if (!item || !item.isAvailable) throw new AppError('not_found', ORDER_MESSAGES.invalidItem);
  const { balance } = await wallet.getWallet(ctx.db, buyerId);
  return {
    itemType,
    itemId: id,
    title: item.title,
    providerName: item.providerName,
    period: item.period,
    subtotal: item.priceCents,
    fee: CHECKOUT_FEE_CENTS,
    total: item.priceCents + CHECKOUT_FEE_CENTS,
    isOwnItem: item.sellerId === buyerId,
    walletBalance: balance,
  };
}

interface Reservation {
  /** What the order leases: the package, or the first subnet row of the unit found. */
  itemId: string;
  /** Takes the unit: runs after the order row is written, under the locks taken by the check. */
  commit(orderId: string, term: { start: Date; end: Date }): Promise<void>;
}

/**
 * Locks the package row and checks its stock (never below zero,
 * docs/PRODUCT.md "Server packages and bundles").
 */
async function checkServerStock(tx: Executor, item: CheckoutItem): Promise<Reservation> {
  const [pkg] = await tx
    .select({ stockCount: serverPackages.stockCount })
    .from(serverPackages)
    .where(eq(serverPackages.id, item.id))
    .for('update');
  if (!pkg || pkg.stockCount <= 0) throw new AppError('conflict', ORDER_MESSAGES.outOfStock);
  // A bundle's subnets are leased with the server, in this transaction (docs/decisions/090-bundles.md).
  const bundle = item.isBundle ? await reserveBundleSubnets(tx, item.id, item.sellerId) : null;
  return {
    itemId: item.id,
    async commit(orderId, term) {
      await bundle?.commit(orderId, term);
      const [taken] = await tx
        .update(serverPackages)
        .set({ stockCount: sql`${serverPackages.stockCount} - 1` })
        .where(and(eq(serverPackages.id, item.id), sql`${serverPackages.stockCount} > 0`))
        .returning({ id: serverPackages.id });
      if (!taken) throw new AppError('conflict', ORDER_MESSAGES.outOfStock);
    },
  };
}

/**
 * Finds a free unit of the listing: an aligned range of its unit size inside the range it offers,
 * every subnet row of it available (IPv6 blocks are one row, leased whole). The block's subnet rows
 * are locked first, so two checkouts of one block take turns; the exclusion constraint on
 * order_ip_leases is the backstop. No other offer can hold part of the range (offer_holds), so a
 * listing the marketplace shows (units_free > 0) always has a unit here.
 */
async function checkIpAvailability(tx: Executor, item: CheckoutItem): Promise<Reservation> {
  const ip = item.ip!;
  await tx
    .select({ id: ipSubnets.id })
    .from(ipSubnets)
    .where(eq(ipSubnets.ipBlockId, ip.blockId))
    .orderBy(asc(ipSubnets.subnet))
    .for('update');
  const [range] = await queryRows<{ cidr: string; ids: string[] }>(
    tx,
    sql`SELECT set_masklen(subnet, least(${ip.unitPrefix}::int, masklen(subnet)))::text AS cidr,
          array_agg(id::text ORDER BY subnet) AS ids
        FROM ip_subnets
        WHERE ip_block_id = ${ip.blockId} AND subnet <<= ${ip.range}::cidr
        GROUP BY 1
        HAVING bool_and(status = 'available')
        ORDER BY 1
        LIMIT 1`,
  );
  if (!range) throw new AppError('conflict', ORDER_MESSAGES.subnetLeased);
  const found = range;
  return {
    itemId: found.ids[0]!,
    async commit(orderId, term) {
      try {
        await tx.insert(orderIpLeases).values({
          orderId,
          ipBlockId: ip.blockId,
          cidr: found.cidr,
          subnetIds: found.ids,
          term: `[${term.start.toISOString()},${term.end.toISOString()})`,
        });
      } catch (error) {
        if (isExclusionViolation(error)) throw new AppError('conflict', ORDER_MESSAGES.subnetLeased);
        throw error;
      }
      await tx.update(ipSubnets).set({ status: 'leased' }).where(inArray(ipSubnets.id, found.ids));
    },
  };
}

function isExclusionViolation(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as never
  ) {
    if (current.code === '23P01') return true;
  }
  return false;
}

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

/** The item, checked for the buyer: it exists, is not their own and is on sale now. */
async function findBuyableItem(db: Executor, buyerId: string, data: CheckoutData) {
  // A suspended account cannot buy (docs/decisions/160-staff-tools-and-audit.md "Suspension").
  await assertCanTrade(db, buyerId);
  const item = await findCheckoutItem(db, data.itemType, data.itemId);
  if (!item) throw new AppError('not_found', ORDER_MESSAGES.invalidItem);
  if (item.sellerId === buyerId) throw new AppError('forbidden', ORDER_MESSAGES.ownItem);
  if (!item.isAvailable) throw new AppError('conflict', ORDER_MESSAGES.itemNotAvailable);
  return item;
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
  item: CheckoutItem,
  data: CheckoutData,
  source: ChargeSource,
): Promise<{ status: number; body: CheckoutSuccess }> {
  const now = ctx.clock.now();
  const total = item.priceCents + CHECKOUT_FEE_CENTS;
  // Read before any lock: every statement after the first lock lengthens the time it is held.
  const [buyer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, buyerId));
  // Lock order: wallets (by user id), then the inventory rows (see ledger.service lockWallets).
  const locked = await ledger.lockWallets(tx, [buyerId, item.sellerId]);
  if (source.method === 'wallet' && locked.get(buyerId)!.balance < total) {
    throw new AppError('unprocessable', ORDER_MESSAGES.insufficientFunds);
  }
  const reservation =
    item.itemType === 'server' ? await checkServerStock(tx, item) : await checkIpAvailability(tx, item);

  const renewalDate = addPeriod(now, item.period);
  const { itemId } = reservation;
  const { order, invoiceId } = await createOrder(tx, ctx, {
    buyerId,
    sellerId: item.sellerId,
    amount: item.priceCents,
    fee: CHECKOUT_FEE_CENTS,
    itemType: item.itemType === 'ip' ? 'ip_subnet' : 'server_package',
    itemId,
    listingId: item.itemType === 'ip' ? item.id : null,
    title: item.title,
    period: item.period,
    term: { start: now, end: renewalDate },
    autoRenews: data.autoRenews,
    source,
    actorId: buyerId,
    // Locked above with the seller's, in user-id order: each wallet is locked once.
    walletsLocked: true,
  });
  await reservation.commit(order.id, { start: now, end: renewalDate });
  await notifyUsers(tx, [
    {
      userId: buyerId,
      type: 'order_created',
      // Not the checkout toast's text again: the live notification shows as a toast too.
      title: 'Order confirmed',
      message: `${item.title} is paid and waiting for the provider to provision it.`,
      link: '/orders',
    },
    {
      userId: item.sellerId,
      type: 'order_received',
      title: 'New order',
      message: `${buyer?.name ?? 'A customer'} ordered ${item.title}. Please provision it.`,
      link: '/orders',
    },
  ]);
  await recordAudit(tx, {
    actorId: buyerId,
    action: 'order.created',
    targetType: 'order',
    targetId: order.id,
    after: { itemType: order.itemType, itemId, total, method: data.method, sellerId: item.sellerId },
  });
  const done = paymentSuccessMessage(item.title);
  return {
    status: 201,
    body: { title: done.title, message: done.description, orderId: order.id, invoiceId },
  };
}

/** What a card checkout asks the second phase to buy (kept on the payment intent). */
interface CheckoutDetails {
  itemType: CheckoutItemType;
  itemId: string;
  autoRenews: boolean;
}

/**
 * The second phase of a card checkout (platform/payments/card-payments.ts), also run by the
 * reconciler after a crash: the item is checked again under locks and must still cost what was
 * charged; a refusal here makes the charge be refunded.
 */
export const checkoutCardHandlers = (ctx: AppContext): CardPaymentHandlers<CheckoutSuccess> => ({
  async apply(tx, intent, charge) {
    const details = intent.request as CheckoutDetails;
    const data: CheckoutData = { ...details, method: 'card' };
    const item = await findBuyableItem(tx, intent.userId, data);
    if (item.priceCents + CHECKOUT_FEE_CENTS !== intent.amountCents) {
      throw new AppError('conflict', ORDER_MESSAGES.priceChanged);
    }
    return placeOrder(tx, ctx, intent.userId, item, data, {
      method: 'card',
      transactionId: charge.chargeId,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
    });
  },
  async decline(tx, intent, charge) {
    const now = ctx.clock.now();
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
    return {
      status: 422,
      body: {
        code: 'unprocessable',
        title: ORDER_MESSAGES.paymentFailed.title,
        message: charge.reason.description,
      },
    };
  },
});

/**
 * Checkout (/payment/{id}, process_order_payment): price + $5.00. From the wallet it is one
 * transaction; by card it is two phases around the gateway call (docs/decisions/120), so no row lock
 * is held while the processor answers.
 */
export async function checkout(
  ctx: AppContext,
  buyerId: string,
  data: CheckoutData,
  idempotencyKey: string | undefined,
) {
  if (data.method === 'wallet') {
    return runIdempotent<CheckoutSuccess | ErrorBody>(
      ctx,
      {
        userId: buyerId,
        key: idempotencyKey,
        scope: 'checkout',
        fingerprint: {
          itemType: data.itemType,
          itemId: data.itemId,
          method: data.method,
          autoRenews: data.autoRenews,
        },
      },
      async (tx) =>
        placeOrder(tx, ctx, buyerId, await findBuyableItem(tx, buyerId, data), data, { method: 'wallet' }),
    );
  }
  const gateway = ctx.payments.require(data.method);
  const item = await findBuyableItem(ctx.db, buyerId, data);
  const details: CheckoutDetails = {
    itemType: data.itemType,
    itemId: data.itemId,
    autoRenews: data.autoRenews,
  };
  return payByCard(
    ctx,
    gateway,
    {
      userId: buyerId,
      purpose: 'order',
      amountCents: item.priceCents + CHECKOUT_FEE_CENTS,
      description: `Netlease order: ${item.title}`,
      card: data.card,
      idempotencyKey,
      fingerprint: { ...details, method: data.method, card: fingerprintCard(data.card) },
      details: { ...details },
    },
    checkoutCardHandlers(ctx),
  );
}
