import { desc, eq } from 'drizzle-orm';
import { REVERSE_DNS_LIST_LIMIT, type ReverseDnsRequest } from '@netlease/shared/reverse-dns';
import type { Executor } from '../../../platform/db/database';
import { reverseDnsRequests } from '../../../platform/db/schema/trust/index';

/* The reads of reverse DNS requests (docs/PRODUCT.md "Delivering a lease"); writes are in the service. */

export type ReverseDnsRow = typeof reverseDnsRequests.$inferSelect;

export function toReverseDnsRequest(row: ReverseDnsRow): ReverseDnsRequest {
  return {
    id: row.id,
    orderId: row.orderId,
    prefix: row.prefix,
    zones: row.zones,
    nameServers: row.nameServers,
    status: row.status,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** An order's requests, newest first. */
export async function listOrderRequests(db: Executor, orderId: string): Promise<ReverseDnsRequest[]> {
  const rows = await db
    .select()
    .from(reverseDnsRequests)
    .where(eq(reverseDnsRequests.orderId, orderId))
    .orderBy(desc(reverseDnsRequests.createdAt), desc(reverseDnsRequests.id))
    .limit(REVERSE_DNS_LIST_LIMIT);
  return rows.map(toReverseDnsRequest);
}

/** A request, locked for the rest of the transaction (a decision or a withdrawal). */
export async function lockRequest(tx: Executor, requestId: string): Promise<ReverseDnsRow | undefined> {
  const [row] = await tx
    .select()
    .from(reverseDnsRequests)
    .where(eq(reverseDnsRequests.id, requestId))
    .for('update');
  return row;
}
