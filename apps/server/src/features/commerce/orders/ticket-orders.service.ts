import { and, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  TICKET_ENDED_ORDER_DAYS,
  TICKET_ENDED_ORDER_STATUSES,
  TICKET_RUNNING_ORDER_STATUSES,
  type TicketOrder,
  type TicketOrderChoice,
} from '@netlease/shared/tickets';
import type { Executor } from '../../../platform/db/database';
import { DAY } from '../../../platform/clock';
import { orders } from '../../../platform/db/schema/commerce/index';

// The orders a support ticket may name (docs/PRODUCT.md "Support tickets"). Support may not use
// commerce, nor commerce support, so the app shell hands tickets these lookups at start
// (app.ts, docs/decisions/266).

/**
 * A ticket may name an order the user bought or sold that is running, or that ended no more than 90
 * days ago (docs/PRODUCT.md "Support tickets"). An order ended before the end time was kept counts
 * from its last change. The picker and the check of a new ticket use this one condition.
 */
function relatableOrder(userId: string, now: Date): SQL {
  const endedSince = new Date(now.getTime() - TICKET_ENDED_ORDER_DAYS * DAY);
  return and(
    or(eq(orders.leaserId, userId), eq(orders.monetizerId, userId)),
    or(
      inArray(orders.status, [...TICKET_RUNNING_ORDER_STATUSES]),
      and(
        inArray(orders.status, [...TICKET_ENDED_ORDER_STATUSES]),
        gte(sql`coalesce(${orders.endedAt}, ${orders.updatedAt})`, endedSince),
      ),
    ),
  )!;
}
const ORDER_CHOICES_LIMIT = 100;

/**
 * The prefix an IP order leases, or last leased (the running lease first), and the AS number its buyer
 * named, as the orders list reads them. Written against `orders` by name: a query of one table leaves
 * its columns unqualified, which inside these subqueries would name the subquery's own.
 */
const leasedPrefix = sql<string | null>`(SELECT l.cidr::text FROM order_ip_leases l
  WHERE l.order_id = orders.id ORDER BY l.is_active DESC, l.created_at DESC LIMIT 1)`;
const namedAsn = sql<number | null>`orders.asn_number`;

async function isRelatableOrder(db: Executor, userId: string, orderId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), relatableOrder(userId, now)));
  return row !== undefined;
}

/** The choices of the Create New Ticket dialog's related-order picker, newest first. */
async function findRelatableOrders(db: Executor, userId: string, now: Date): Promise<TicketOrderChoice[]> {
  const rows = await db
    .select({
      id: orders.id,
      itemType: orders.itemType,
      status: orders.status,
      title: orders.title,
      prefix: leasedPrefix,
      createdAt: orders.createdAt,
      monetizerId: orders.monetizerId,
    })
    .from(orders)
    .where(relatableOrder(userId, now))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_CHOICES_LIMIT);
  return rows.map(({ monetizerId, ...row }) => ({
    ...row,
    side: monetizerId === userId ? ('sold' as const) : ('bought' as const),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The order a ticket names, for its page: with the prefix and ASN of an IP lease. */
async function findTicketOrder(db: Executor, orderId: string | null): Promise<TicketOrder | null> {
  if (!orderId) return null;
  const [row] = await db
    .select({
      id: orders.id,
      itemType: orders.itemType,
      status: orders.status,
      title: orders.title,
      prefix: leasedPrefix,
      asnNumber: namedAsn,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return null;
  return { ...row, asnNumber: row.asnNumber == null ? null : Number(row.asnNumber) };
}

/** The lookups the tickets service uses for a ticket's order (its TicketOrderSource). */
export const ticketOrderSource = { isRelatableOrder, findRelatableOrders, findTicketOrder };
