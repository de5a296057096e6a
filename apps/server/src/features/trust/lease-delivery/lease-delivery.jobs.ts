import { and, eq, isNull } from 'drizzle-orm';
import { formatAsn } from '@netlease/shared/asns';
import { LEASE_END_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import { orders } from '../../../platform/db/schema/commerce/index';
import { asnRecords, loaRecords, reverseDnsRequests } from '../../../platform/db/schema/trust/index';
import { recordAudit } from '../../../platform/audit';
import { notifyUser } from '../../accounts/notifications/notifications.service';

/** One run tells at most this many endings, so a backlog never holds a worker for long. */
const BATCH = 200;

/**
 * Tells both parties of each lease whose letter the database revoked at its end (migrations/
 * 1950_lease_delivery.sql): the seller to withdraw the ROA and undo any reverse DNS delegation, the
 * buyer to stop announcing (docs/PRODUCT.md "Delivering a lease"). Each letter is claimed with FOR UPDATE SKIP LOCKED and
 * marked announced in the same transaction, so several instances tell each ending once.
 */
export async function announceLeaseEndings(ctx: AppContext): Promise<number> {
  let announced = 0;
  for (let index = 0; index < BATCH; index += 1) {
    const done = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ letter: loaRecords, title: orders.title, asnNumber: asnRecords.asnNumber })
        .from(loaRecords)
        .innerJoin(orders, eq(orders.id, loaRecords.orderId))
        .leftJoin(asnRecords, eq(asnRecords.id, loaRecords.asnId))
        .where(and(eq(loaRecords.revocationReason, 'lease_ended'), isNull(loaRecords.endingAnnouncedAt)))
        .orderBy(loaRecords.revokedAt)
        .limit(1)
        .for('update', { of: loaRecords, skipLocked: true });
      if (!row) return false;
      const { letter } = row;
      const range = letter.prefix ?? row.title;
      const origin = row.asnNumber == null ? 'the buyer’s AS' : formatAsn(Number(row.asnNumber));
      const delegations = await tx
        .select({ zones: reverseDnsRequests.zones, nameServers: reverseDnsRequests.nameServers })
        .from(reverseDnsRequests)
        .where(and(eq(reverseDnsRequests.orderId, letter.orderId), eq(reverseDnsRequests.status, 'done')))
        .orderBy(reverseDnsRequests.createdAt);
      await tx
        .update(loaRecords)
        .set({ endingAnnouncedAt: ctx.clock.now() })
        .where(eq(loaRecords.id, letter.id));
      await recordAudit(tx, {
        actorId: null,
        action: 'loa.revoked',
        targetType: 'loa',
        targetId: letter.id,
        after: { reason: 'lease_ended', orderId: letter.orderId },
      });
      await notifyUser(tx, letter.monetizerId, {
        type: 'lease_ended',
        ...LEASE_END_NOTIFICATIONS.withdrawRoa(range, origin, delegations),
        link: `/orders/${letter.orderId}`,
      });
      await notifyUser(tx, letter.buyerId, {
        type: 'lease_ended',
        ...LEASE_END_NOTIFICATIONS.ended(range, origin),
        link: `/orders/${letter.orderId}`,
      });
      return true;
    });
    if (!done) break;
    announced += 1;
  }
  return announced;
}
