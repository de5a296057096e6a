import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BUNDLE_MESSAGES } from '@netlease/shared/bundles';
import { ORDER_MESSAGES, heldByAnotherBuyerMessage } from '@netlease/shared/orders';
import { queryRows, type Executor } from '../../../platform/db/database';
import { preparedQuery } from '../../../platform/db/prepared';
import { ipSubnets, serverPackages } from '../../../platform/db/schema/catalog/index';
import { checkoutHolds, orderIpLeases } from '../../../platform/db/schema/commerce/index';
import { AppError } from '../../../platform/errors';
import { reserveBundleSubnets } from '../../catalog/bundles/bundles.service';
import {
  findOwnHold,
  othersHoldsOn,
  type CheckoutHoldRow,
  type CheckoutItem,
  type HeldItem,
} from './checkout.queries';

/** A unit of the item found free and locked, taken once the order exists. */
export interface Reservation {
  /** What the order leases: the package, or the first subnet row of the unit found. */
  itemId: string;
  /** The IP range leased and its lowest checked score (null: not yet checked); null for a package. */
  unit: { cidr: string; score: number | null } | null;
  /** Takes the unit: runs after the order row is written, under the locks taken by the check. */
  commit(orderId: string, term: { start: Date; end: Date }): Promise<void>;
}

/** One aligned range of a listing's unit size, every subnet row of it available. */
export interface IpUnit {
  cidr: string;
  /** Its subnet rows, in address order. */
  ids: string[];
  /** The lowest score of its checked subnets (listing_reputation, as the marketplace); null: none checked. */
  score: number | null;
}

type IpOffer = NonNullable<CheckoutItem['ip']>;

/**
 * Locks the block's subnet rows, in address order: every IP checkout and every hold of a unit of the
 * block takes them first, so they take turns (docs/decisions/232-checkout-holds.md).
 */
export async function lockIpBlock(tx: Executor, blockId: string) {
  await tx
    .select({ id: ipSubnets.id })
    .from(ipSubnets)
    .where(eq(ipSubnets.ipBlockId, blockId))
    .orderBy(asc(ipSubnets.subnet))
    .for('update');
}

/**
 * The first free unit of the listing that no other buyer's live hold covers (docs/PRODUCT.md
 * "Checkout"): an aligned range of its unit size inside the range it offers, every subnet row of it
 * available (IPv6 blocks are one row, leased whole). With `only`, that unit or nothing. A hold that has
 * expired counts as free (compared with the injected clock).
 */
export async function findFreeIpUnit(
  db: Executor,
  ip: IpOffer,
  buyerId: string,
  now: Date,
  only?: string,
): Promise<IpUnit | null> {
  const [unit] = await queryRows<{ cidr: string; ids: string[]; score: number | null }>(
    db,
    sql`SELECT u.cidr::text AS cidr, u.ids, listing_reputation(${ip.blockId}::uuid, u.cidr)::int AS score
        FROM (SELECT set_masklen(subnet, least(${ip.unitPrefix}::int, masklen(subnet))) AS cidr,
                     array_agg(id::text ORDER BY subnet) AS ids
              FROM ip_subnets
              WHERE ip_block_id = ${ip.blockId} AND subnet <<= ${ip.range}::cidr
              GROUP BY 1
              HAVING bool_and(status = 'available')) AS u
        WHERE (${only ?? null}::cidr IS NULL OR u.cidr = ${only ?? null}::cidr)
          AND NOT EXISTS (SELECT 1 FROM checkout_holds h
                          WHERE h.cidr && u.cidr AND h.user_id <> ${buyerId}
                            AND h.expires_at > ${now.toISOString()}::timestamptz)
        ORDER BY u.cidr
        LIMIT 1`,
  );
  return unit ?? null;
}

/** What an IP buyer would lease now: the unit of their live hold, else the first free one. */
export type IpChoice =
  | { unit: IpUnit; hold: CheckoutHoldRow | null; heldUntil: null }
  | { unit: null; hold: null; heldUntil: Date | null };

/**
 * The unit a buyer gets (docs/PRODUCT.md "Checkout"): exactly the one their live hold covers while it
 * is still a free unit of the listing, otherwise the first free unit nobody else holds. When there is
 * none, `heldUntil` says when the earliest hold of another buyer ends (null: nothing is held, the
 * listing has no free unit).
 */
export async function chooseIpUnit(
  db: Executor,
  item: CheckoutItem,
  buyerId: string,
  now: Date,
): Promise<IpChoice> {
  const ip = item.ip!;
  const own = await findOwnHold(db, buyerId, heldItemOf(item));
  if (own && own.cidr && own.expiresAt > now) {
    // A unit size changed since the hold makes it no unit of the listing any more: it is not used.
    const held = await findFreeIpUnit(db, ip, buyerId, now, own.cidr);
    if (held) return { unit: held, hold: own, heldUntil: null };
  }
  const unit = await findFreeIpUnit(db, ip, buyerId, now);
  if (unit) return { unit, hold: null, heldUntil: null };
  return {
    unit: null,
    hold: null,
    heldUntil: (await othersHoldsOn(db, buyerId, heldItemOf(item), now)).endsAt,
  };
}

export const heldItemOf = (item: CheckoutItem): HeldItem =>
  item.itemType === 'ip' ? { listingId: item.id } : { serverPackageId: item.id };

/** The buyer's hold of a listing or a package deleted: prepared (docs/decisions/281), one of each. */
const deleteHoldOf = (column: typeof checkoutHolds.listingId | typeof checkoutHolds.serverPackageId) =>
  preparedQuery((tx) =>
    tx
      .delete(checkoutHolds)
      .where(
        and(eq(checkoutHolds.userId, sql.placeholder('buyerId')), eq(column, sql.placeholder('itemId'))),
      ),
  );
const deleteListingHold = deleteHoldOf(checkoutHolds.listingId);
const deletePackageHold = deleteHoldOf(checkoutHolds.serverPackageId);

/** Deletes the buyer's hold of the item: paying turns it into the order (docs/PRODUCT.md "Checkout"). */
async function consumeHold(tx: Executor, buyerId: string, item: CheckoutItem) {
  const held = heldItemOf(item);
  if ('listingId' in held) await deleteListingHold(tx, { buyerId, itemId: held.listingId });
  else await deletePackageHold(tx, { buyerId, itemId: held.serverPackageId });
}

/** One unit of a package's stock taken, never below zero: prepared (docs/decisions/281). */
const takeOneFromStock = preparedQuery((tx) =>
  tx
    .update(serverPackages)
    .set({ stockCount: sql`${serverPackages.stockCount} - 1` })
    .where(and(eq(serverPackages.id, sql.placeholder('id')), sql`${serverPackages.stockCount} > 0`))
    .returning({ id: serverPackages.id, stockLeft: serverPackages.stockCount }),
);

/**
 * Takes one unit of the package's stock (never below zero, docs/PRODUCT.md "Server packages and
 * bundles"). The guarded UPDATE is the row lock and the check in one statement; the units other buyers
 * hold are then counted under that lock (a hold is taken under the same lock) and must leave one for
 * this buyer. A refusal later in the checkout rolls it back with the rest of the transaction.
 */
export async function checkServerStock(
  tx: Executor,
  item: CheckoutItem,
  buyerId: string,
  now: Date,
): Promise<Reservation> {
  const [taken] = await takeOneFromStock(tx, { id: item.id });
  // In stock when this checkout read the package: another buyer has just taken the last unit.
  if (!taken) {
    throw new AppError(
      'conflict',
      (item.stockCount ?? 0) > 0 ? ORDER_MESSAGES.justTaken : ORDER_MESSAGES.outOfStock,
    );
  }
  const others = await othersHoldsOn(tx, buyerId, heldItemOf(item), now);
  if (taken.stockLeft < others.count) {
    throw new AppError('conflict', heldByAnotherBuyerMessage(others.endsAt));
  }
  // A bundle's subnets are leased with the server, in this transaction (docs/decisions/090-bundles.md).
  const bundle = item.isBundle ? await reserveBundleSubnets(tx, item.id, item.sellerId) : null;
  return {
    itemId: item.id,
    unit: null,
    async commit(orderId, term) {
      if (bundle) await leaseBundleSubnets(tx, bundle, orderId, term);
      await consumeHold(tx, buyerId, item);
    },
  };
}

/** Leases each subnet of a reserved bundle to the order for its term; a double lease is refused. */
async function leaseBundleSubnets(
  tx: Executor,
  bundle: Awaited<ReturnType<typeof reserveBundleSubnets>>,
  orderId: string,
  term: { start: Date; end: Date },
) {
  if (bundle.subnets.length === 0) return;
  try {
    await tx.insert(orderIpLeases).values(
      bundle.subnets.map((subnet) => ({
        orderId,
        ipBlockId: subnet.ipBlockId,
        cidr: subnet.cidr,
        subnetIds: [subnet.id],
        term: `[${term.start.toISOString()},${term.end.toISOString()})`,
      })),
    );
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError('conflict', BUNDLE_MESSAGES.bundleSubnetLeased);
    throw error;
  }
  await bundle.markLeased();
}

/**
 * Finds the unit this buyer leases (chooseIpUnit) with the block's subnet rows locked first, so two
 * checkouts or holds of one block take turns; the exclusion constraint on order_ip_leases is the
 * backstop. No other offer can hold part of the range (offer_holds), so a listing the marketplace shows
 * (units_free > 0) has a unit here unless other buyers hold every free one: then the answer is 'Held by
 * another buyer' with the time the first hold ends, or 'Just taken' when another checkout took the last
 * unit while this one waited for the lock; never 'already leased'.
 */
export async function checkIpAvailability(
  tx: Executor,
  item: CheckoutItem,
  buyerId: string,
  now: Date,
): Promise<Reservation> {
  const ip = item.ip!;
  await lockIpBlock(tx, ip.blockId);
  const choice = await chooseIpUnit(tx, item, buyerId, now);
  if (!choice.unit) {
    // Without others' holds the last unit was leased while this request waited for the lock (the
    // listing still had a free unit when the request read it): 'Just taken', never 'already leased'.
    throw new AppError(
      'conflict',
      choice.heldUntil ? heldByAnotherBuyerMessage(choice.heldUntil) : ORDER_MESSAGES.justTaken,
    );
  }
  const found = choice.unit;
  return {
    itemId: found.ids[0]!,
    unit: { cidr: found.cidr, score: found.score },
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
      await consumeHold(tx, buyerId, item);
    },
  };
}

export function isExclusionViolation(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as never
  ) {
    if (current.code === '23P01') return true;
  }
  return false;
}
