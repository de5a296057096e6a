import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TicketOrderChoice } from '@netlease/shared/tickets';
import type { Executor } from '../../platform/db/database';
import { orders } from '../../platform/db/schema/index';

/**
 * A ticket may name one of the user's own orders that is active or provisioning (docs/PRODUCT.md
 * "Support tickets").
 */
const RELATABLE_ORDER_STATUSES = ['active', 'provisioning'] as const;
const ORDER_CHOICES_LIMIT = 100;

export async function isRelatableOrder(db: Executor, userId: string, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.leaserId, userId),
        inArray(orders.status, [...RELATABLE_ORDER_STATUSES]),
      ),
    );
  return row !== undefined;
}

/** The choices of the Create New Ticket dialog's related-order picker, newest first. */
export async function findRelatableOrders(db: Executor, userId: string): Promise<TicketOrderChoice[]> {
  const rows = await db
    .select({
      id: orders.id,
      itemType: orders.itemType,
      status: orders.status,
      title: orders.title,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.leaserId, userId), inArray(orders.status, [...RELATABLE_ORDER_STATUSES])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_CHOICES_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
