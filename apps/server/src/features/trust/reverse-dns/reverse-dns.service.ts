import { canAccess } from '@netlease/shared/access';
import type { SessionUser } from '@netlease/shared/auth';
import { and, eq } from 'drizzle-orm';
import {
  REVERSE_DNS_MESSAGES,
  REVERSE_DNS_ORDER_STATUSES,
  reverseZonesFor,
  type OrderReverseDns,
  type ReverseDnsRequest,
} from '@netlease/shared/reverse-dns';
import { REVERSE_DNS_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Database, Executor } from '../../../platform/db/database';
import { sqlState } from '../../../platform/db/db-errors';
import { orders } from '../../../platform/db/schema/commerce/index';
import { reverseDnsRequests } from '../../../platform/db/schema/trust/index';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { lockOrder } from '../../commerce/orders/order-status.service';
import { findLeasedPrefix, type OrderRow } from '../../commerce/orders/orders.service';
import {
  listOrderRequests,
  lockRequest,
  toReverseDnsRequest,
  type ReverseDnsRow,
} from './reverse-dns.queries';

/*
 * Reverse DNS delegation of a leased range (docs/PRODUCT.md "Delivering a lease", "Reverse DNS"): the
 * buyer asks, the seller marks the request done or declines it with a reason, the buyer may withdraw
 * it while it is open. Only the request is recorded: the server never queries the DNS
 * (docs/decisions/233-reverse-dns-delegation.md).
 */

const NOTIFICATION_TYPE = 'reverse_dns';
const orderLink = (orderId: string) => `/orders/${orderId}`;

/** An IP order that is paid, provisioning or active: the only orders whose range may be delegated. */
const isEligible = (order: Pick<OrderRow, 'itemType' | 'status'>) =>
  order.itemType === 'ip_subnet' && (REVERSE_DNS_ORDER_STATUSES as readonly string[]).includes(order.status);

/**
 * The lease page's card: the zones of the order's prefix and its requests. Both parties, and staff
 * and admins reading the lease page.
 */
export async function getOrderReverseDns(
  db: Database,
  viewer: Pick<SessionUser, 'id' | 'role'>,
  orderId: string,
): Promise<OrderReverseDns> {
  const [order] = await db
    .select({
      leaserId: orders.leaserId,
      monetizerId: orders.monetizerId,
      itemType: orders.itemType,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  // Anyone else is answered as if the order did not exist.
  const isParty = order !== undefined && (order.leaserId === viewer.id || order.monetizerId === viewer.id);
  if (!order || (!isParty && !canAccess('staff', viewer.role))) throw notFound('Order');
  // A server package's order has no paperwork (docs/PRODUCT.md "Delivering a lease"), even with a bundle's subnets.
  const prefix = order.itemType === 'ip_subnet' ? await findLeasedPrefix(db, orderId) : null;
  return {
    orderId,
    prefix,
    zones: prefix ? reverseZonesFor(prefix) : [],
    isEligible: prefix !== null && isEligible(order),
    requests: await listOrderRequests(db, orderId),
  };
}

/**
 * The buyer asks for the zones of the order's prefix to be delegated to `nameServers` (already checked
 * and normalised by the shared schema). The order row is locked, so of two requests at once the second
 * finds the first open one; the partial unique index is the backstop.
 */
export async function requestDelegation(
  ctx: AppContext,
  buyerId: string,
  orderId: string,
  nameServers: string[],
): Promise<ReverseDnsRequest> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    // The seller cannot ask on the buyer's behalf: to them the route leads nowhere.
    if (!order || order.leaserId !== buyerId) throw notFound('Order');
    const prefix = isEligible(order) ? await findLeasedPrefix(tx, orderId) : undefined;
    if (!prefix) throw new AppError('bad_request', REVERSE_DNS_MESSAGES.orderNotEligible);
    const [open] = await tx
      .select({ id: reverseDnsRequests.id })
      .from(reverseDnsRequests)
      .where(and(eq(reverseDnsRequests.orderId, orderId), eq(reverseDnsRequests.status, 'open')));
    if (open) throw new AppError('conflict', REVERSE_DNS_MESSAGES.requestAlreadyOpen);
    const row = await insertRequest(tx, {
      orderId,
      buyerId,
      sellerId: order.monetizerId,
      prefix,
      zones: reverseZonesFor(prefix),
      nameServers,
      createdAt: ctx.clock.now(),
    });
    await notifyUser(tx, order.monetizerId, {
      type: NOTIFICATION_TYPE,
      ...REVERSE_DNS_NOTIFICATIONS.requested(orderId, prefix, nameServers),
      link: orderLink(orderId),
    });
    return toReverseDnsRequest(row);
  });
}

async function insertRequest(tx: Executor, values: typeof reverseDnsRequests.$inferInsert) {
  try {
    const [row] = await tx.insert(reverseDnsRequests).values(values).returning();
    return row!;
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('conflict', REVERSE_DNS_MESSAGES.requestAlreadyOpen);
    throw error;
  }
}

/**
 * The open request and its order, both locked (the order first, as a new request locks it, so the
 * two never wait on each other), if `userId` is the request's `party`; anyone else is answered as if
 * it did not exist. A request is decided or withdrawn once: 'Already decided'.
 */
async function lockOpenRequest(
  tx: Executor,
  requestId: string,
  userId: string,
  party: 'buyerId' | 'sellerId',
): Promise<{ row: ReverseDnsRow; order: OrderRow }> {
  const [found] = await tx
    .select({ orderId: reverseDnsRequests.orderId, party: reverseDnsRequests[party] })
    .from(reverseDnsRequests)
    .where(eq(reverseDnsRequests.id, requestId));
  if (!found || found.party !== userId) throw new AppError('not_found', REVERSE_DNS_MESSAGES.requestNotFound);
  const order = await lockOrder(tx, found.orderId);
  const row = await lockRequest(tx, requestId);
  if (!order || !row) throw new AppError('not_found', REVERSE_DNS_MESSAGES.requestNotFound);
  if (row.status !== 'open') throw new AppError('conflict', REVERSE_DNS_MESSAGES.alreadyDecided);
  return { row, order };
}

export type ReverseDnsDecision = { action: 'done' } | { action: 'decline'; reason: string };

/**
 * The seller marks a request done (the zones are delegated at their registry) or declines it with a
 * reason the buyer reads. Marking done needs the order still eligible; a request on an order that has
 * ended may still be declined, so nothing stays open for ever. The buyer is told, the decision audited.
 */
export async function decideRequest(
  ctx: AppContext,
  sellerId: string,
  requestId: string,
  decision: ReverseDnsDecision,
): Promise<ReverseDnsRequest> {
  return ctx.db.transaction(async (tx) => {
    const { row, order } = await lockOpenRequest(tx, requestId, sellerId, 'sellerId');
    if (decision.action === 'done' && !isEligible(order)) {
      throw new AppError('bad_request', REVERSE_DNS_MESSAGES.orderNotEligible);
    }
    const status = decision.action === 'done' ? 'done' : 'declined';
    const declineReason = decision.action === 'decline' ? decision.reason : null;
    const [updated] = await tx
      .update(reverseDnsRequests)
      .set({ status, declineReason, decidedAt: ctx.clock.now(), decidedBy: sellerId })
      .where(eq(reverseDnsRequests.id, requestId))
      .returning();
    await notifyUser(tx, row.buyerId, {
      type: NOTIFICATION_TYPE,
      ...(status === 'done'
        ? REVERSE_DNS_NOTIFICATIONS.delegated(row.prefix, row.orderId, row.nameServers)
        : REVERSE_DNS_NOTIFICATIONS.declined(row.prefix, row.orderId, declineReason ?? '')),
      link: orderLink(row.orderId),
    });
    await recordAudit(tx, {
      actorId: sellerId,
      action: status === 'done' ? 'reverse_dns.delegated' : 'reverse_dns.declined',
      targetType: 'reverse_dns',
      targetId: requestId,
      before: { status: row.status },
      after: { status, orderId: row.orderId, nameServers: row.nameServers, declineReason },
    });
    return toReverseDnsRequest(updated!);
  });
}

/** The buyer withdraws their open request (to ask again with other name servers, or not at all). */
export async function withdrawRequest(
  ctx: AppContext,
  buyerId: string,
  requestId: string,
): Promise<ReverseDnsRequest> {
  return ctx.db.transaction(async (tx) => {
    const { row } = await lockOpenRequest(tx, requestId, buyerId, 'buyerId');
    const [updated] = await tx
      .update(reverseDnsRequests)
      .set({ status: 'withdrawn', decidedAt: ctx.clock.now(), decidedBy: buyerId })
      .where(eq(reverseDnsRequests.id, requestId))
      .returning();
    // The seller may be about to act on it.
    await notifyUser(tx, row.sellerId, {
      type: NOTIFICATION_TYPE,
      ...REVERSE_DNS_NOTIFICATIONS.withdrawn(row.orderId, row.prefix),
      link: orderLink(row.orderId),
    });
    return toReverseDnsRequest(updated!);
  });
}
