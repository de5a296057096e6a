import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  formatGeofeed,
  GEOFEED_MESSAGES,
  LEASE_IN_FORCE_STATUSES,
  type GeofeedEntry,
  type LeaseGeolocationInput,
  type OrderGeolocation,
} from '@netlease/shared/geofeeds';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Executor } from '../../../platform/db/database';
import { leaseGeolocations, orderIpLeases, orders } from '../../../platform/db/schema/commerce/index';
import { AppError, notFound } from '../../../platform/errors';
import { isUuid } from '../../../platform/db/uuid';

const IN_FORCE = sql.join(
  LEASE_IN_FORCE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
const isInForce = (status: string) => (LEASE_IN_FORCE_STATUSES as readonly string[]).includes(status);

/* ---------- the public feed ---------- */

/**
 * A seller's geofeed (docs/PRODUCT.md "Geofeeds"): each live listing's range with its block's
 * country, and each range leased under an order in force with the leaser's geolocation, else the
 * block's country. A lease inside a listed range is a more specific line; a lease of the listing's
 * whole range replaces the listing's line, so no prefix appears twice. A lease suspended over abuse
 * is withheld while it is suspended (docs/PRODUCT.md "Abuse").
 */
export async function getSellerGeofeed(ctx: AppContext, sellerId: string) {
  if (!isUuid(sellerId)) throw notFound('Geofeed');
  const [seller] = await queryRows<{ id: string }>(
    ctx.db,
    sql`SELECT u.id FROM users u
        WHERE u.id = ${sellerId}
          AND (u.role = 'monetizer' OR EXISTS (SELECT 1 FROM ip_blocks b WHERE b.user_id = u.id))`,
  );
  if (!seller) throw notFound('Geofeed');

  const listed = await queryRows<{ prefix: string; country_code: string | null }>(
    ctx.db,
    sql`SELECT l.cidr::text AS prefix, b.country_code
        FROM listings l JOIN ip_blocks b ON b.id = l.ip_block_id
        WHERE l.user_id = ${sellerId} AND l.type = 'ip' AND l.status = 'active' AND l.cidr IS NOT NULL`,
  );
  const leased = await queryRows<{
    prefix: string;
    block_country: string | null;
    country_code: string | null;
    region: string | null;
    city: string | null;
  }>(
    ctx.db,
    sql`SELECT ol.cidr::text AS prefix, b.country_code AS block_country,
               g.country_code, g.region, g.city
        FROM order_ip_leases ol
        JOIN orders o ON o.id = ol.order_id
        JOIN ip_blocks b ON b.id = ol.ip_block_id
        LEFT JOIN lease_geolocations g ON g.order_ip_lease_id = ol.id
        WHERE o.monetizer_id = ${sellerId} AND ol.is_active AND o.status IN (${IN_FORCE})
          AND ol.abuse_suspended_at IS NULL`,
  );

  const byPrefix = new Map<string, GeofeedEntry>();
  for (const row of listed) {
    byPrefix.set(row.prefix, { prefix: row.prefix, countryCode: row.country_code, region: null, city: null });
  }
  for (const row of leased) {
    byPrefix.set(
      row.prefix,
      row.country_code
        ? { prefix: row.prefix, countryCode: row.country_code, region: row.region, city: row.city }
        : { prefix: row.prefix, countryCode: row.block_country, region: null, city: null },
    );
  }
  const body = formatGeofeed(
    [
      'Geofeed (RFC 8805) of a Netlease seller: ip_prefix,alpha2code,region,city,postal_code',
      `Seller ${sellerId}; listed ranges and ranges leased through Netlease.`,
    ],
    [...byPrefix.values()],
  );
  // The body alone decides the tag: the feed changes exactly when a line does.
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}

/* ---------- the leaser's geolocation of a leased range ---------- */

async function findOrderForLeaser(db: Executor, userId: string, orderId: string, lock: boolean) {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = lock ? await query.for('update') : await query;
  // Only the leaser places the range; anyone else, the seller included, is told nothing exists.
  if (!order || order.leaserId !== userId) throw notFound('Order');
  return order;
}

async function readOrderGeolocation(
  db: Executor,
  orderId: string,
  status: string,
): Promise<OrderGeolocation> {
  const rows = await queryRows<{
    lease_id: string;
    cidr: string;
    block_country: string | null;
    country_code: string | null;
    region: string | null;
    city: string | null;
  }>(
    db,
    sql`SELECT ol.id AS lease_id, ol.cidr::text AS cidr, b.country_code AS block_country,
               g.country_code, g.region, g.city
        FROM order_ip_leases ol
        JOIN ip_blocks b ON b.id = ol.ip_block_id
        LEFT JOIN lease_geolocations g ON g.order_ip_lease_id = ol.id
        WHERE ol.order_id = ${orderId} AND ol.is_active
        ORDER BY ol.cidr`,
  );
  return {
    canEdit: isInForce(status),
    ranges: rows.map((row) => ({
      leaseId: row.lease_id,
      cidr: row.cidr,
      defaultCountryCode: row.block_country,
      geolocation: row.country_code
        ? { countryCode: row.country_code, region: row.region, city: row.city }
        : null,
    })),
  };
}

export async function getOrderGeolocation(ctx: AppContext, userId: string, orderId: string) {
  const order = await findOrderForLeaser(ctx.db, userId, orderId, false);
  return readOrderGeolocation(ctx.db, order.id, order.status);
}

/**
 * The leaser sets (input) or removes (null) the geolocation of one leased range of their order,
 * while the lease is in force. The order row is locked so a cancellation or the end of the term
 * cannot pass between the check and the write.
 */
export async function setLeaseGeolocation(
  ctx: AppContext,
  userId: string,
  orderId: string,
  leaseId: string,
  input: LeaseGeolocationInput | null,
): Promise<OrderGeolocation> {
  const location = input;
  return ctx.db.transaction(async (tx) => {
    const order = await findOrderForLeaser(tx, userId, orderId, true);
    const [lease] = await tx
      .select({ id: orderIpLeases.id })
      .from(orderIpLeases)
      .where(
        and(
          eq(orderIpLeases.id, leaseId),
          eq(orderIpLeases.orderId, order.id),
          eq(orderIpLeases.isActive, true),
        ),
      );
    if (!lease) throw notFound('Leased range');
    if (!isInForce(order.status)) throw new AppError('conflict', GEOFEED_MESSAGES.leaseNotInForce);
    if (location === null) {
      await tx.delete(leaseGeolocations).where(eq(leaseGeolocations.orderIpLeaseId, lease.id));
    } else {
      const values = { ...location, updatedBy: userId, updatedAt: ctx.clock.now() };
      await tx
        .insert(leaseGeolocations)
        .values({ orderIpLeaseId: lease.id, ...values })
        .onConflictDoUpdate({ target: leaseGeolocations.orderIpLeaseId, set: values });
    }
    return readOrderGeolocation(tx, order.id, order.status);
  });
}
