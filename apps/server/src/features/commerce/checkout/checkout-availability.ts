import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import { queryRows, type Executor } from '../../../platform/db/database';
import { ipSubnets, orderIpLeases, serverPackages } from '../../../platform/db/schema/index';
import { AppError } from '../../../platform/errors';
import { reserveBundleSubnets } from '../../catalog/bundles/bundles.service';
import type { CheckoutItem } from './checkout.queries';

/** A unit of the item found free and locked, taken once the order exists. */
export interface Reservation {
  /** What the order leases: the package, or the first subnet row of the unit found. */
  itemId: string;
  /** Takes the unit: runs after the order row is written, under the locks taken by the check. */
  commit(orderId: string, term: { start: Date; end: Date }): Promise<void>;
}

/**
 * Takes one unit of the package's stock (never below zero, docs/PRODUCT.md "Server packages and
 * bundles"). The guarded UPDATE is the row lock and the check in one statement; a refusal later in
 * the checkout rolls it back with the rest of the transaction.
 */
export async function checkServerStock(tx: Executor, item: CheckoutItem): Promise<Reservation> {
  const [taken] = await tx
    .update(serverPackages)
    .set({ stockCount: sql`${serverPackages.stockCount} - 1` })
    .where(and(eq(serverPackages.id, item.id), sql`${serverPackages.stockCount} > 0`))
    .returning({ id: serverPackages.id });
  if (!taken) throw new AppError('conflict', ORDER_MESSAGES.outOfStock);
  // A bundle's subnets are leased with the server, in this transaction (docs/decisions/090-bundles.md).
  const bundle = item.isBundle ? await reserveBundleSubnets(tx, item.id, item.sellerId) : null;
  return {
    itemId: item.id,
    async commit(orderId, term) {
      await bundle?.commit(orderId, term);
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
export async function checkIpAvailability(tx: Executor, item: CheckoutItem): Promise<Reservation> {
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
