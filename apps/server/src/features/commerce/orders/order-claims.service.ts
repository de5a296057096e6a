import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CLAIM_CATEGORY_LABELS,
  LEASE_MESSAGES,
  type Claim,
  type ClaimAnswerInput,
  type ClaimDecisionInput,
  type ClaimInput,
  type ClaimStatus,
  type StaffClaim,
} from '@netlease/shared/lease-delivery';
import { ORDER_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Database, Executor } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { orderClaims, orders } from '../../../platform/db/schema/commerce/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { sqlState } from '../../../platform/db/db-errors';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { lockOrder } from './order-status.service';
import {
  creditPaidInvoices,
  refundAuditDetails,
  refundedSentence,
  refundToSource,
  reverseSellerHolds,
  sendRefundToCard,
} from './order-money-steps';
import { endOrder, notifyParties, releaseOrderInventory } from './order-end-steps';
import { leasedPrefixColumn, namedAsnNumberColumn, type OrderRow } from './orders.service';

/* Claims in the week after activation (docs/PRODUCT.md "Delivering a lease"). */

type ClaimRow = typeof orderClaims.$inferSelect;
const STAFF_CLAIM_LIMIT = 200;

export function toClaim(row: ClaimRow): Claim {
  return {
    id: row.id,
    orderId: row.orderId,
    category: row.category,
    description: row.description,
    status: row.status,
    decisionReason: row.decisionReason,
    sellerAnswer: row.sellerAnswer,
    sellerAnsweredAt: row.sellerAnsweredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** An order's claims, newest first (the lease page). */
export async function listOrderClaims(db: Executor, orderId: string): Promise<Claim[]> {
  const rows = await db
    .select()
    .from(orderClaims)
    .where(eq(orderClaims.orderId, orderId))
    .orderBy(desc(orderClaims.createdAt), desc(orderClaims.id));
  return rows.map(toClaim);
}

/**
 * The buyer claims an active IP lease is unusable, within its claim window. One open claim per order
 * (a partial unique index); the seller is told, staff decide. The order row is locked, so a claim and
 * the renewal job or a refund never cross.
 */
export async function openClaim(
  ctx: AppContext,
  buyerId: string,
  orderId: string,
  input: ClaimInput,
): Promise<Claim> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.leaserId !== buyerId) throw new AppError('not_found', LEASE_MESSAGES.orderNotFound);
      if (order.itemType !== 'ip_subnet' || order.status !== 'active' || !order.claimUntil) {
        throw new AppError('conflict', LEASE_MESSAGES.claimNotPossible);
      }
      const now = ctx.clock.now();
      if (now >= order.claimUntil) throw new AppError('conflict', LEASE_MESSAGES.claimWindowClosed);
      const [claim] = await tx
        .insert(orderClaims)
        .values({
          orderId,
          buyerId,
          category: input.category,
          description: input.description,
          createdAt: now,
        })
        .returning();
      await recordAudit(tx, {
        actorId: buyerId,
        action: 'order_claim.opened',
        targetType: 'order_claim',
        targetId: claim!.id,
        after: { orderId, category: input.category },
      });
      await notifyUser(tx, order.monetizerId, {
        type: 'order_claim',
        ...ORDER_NOTIFICATIONS.claimOpened(
          order.title,
          CLAIM_CATEGORY_LABELS[input.category],
          input.description,
        ),
        link: `/orders/${orderId}`,
      });
      return toClaim(claim!);
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('conflict', LEASE_MESSAGES.claimAlreadyOpen);
    throw error;
  }
}

/**
 * A claim and its order, both locked: the order first, as a new claim and every order step lock it,
 * then the claim as it is after any change that held the order. Undefined when either is missing.
 */
async function lockClaim(tx: Executor, claimId: string) {
  const [found] = await tx.select().from(orderClaims).where(eq(orderClaims.id, claimId));
  const order = found ? await lockOrder(tx, found.orderId) : undefined;
  if (!order) return undefined;
  const [claim] = await tx.select().from(orderClaims).where(eq(orderClaims.id, claimId)).for('update');
  return claim ? { order, claim } : undefined;
}

/**
 * The seller answers an open claim on their sale, once, before staff decide: the buyer is told and
 * staff read it beside the claim. The order is locked before the claim, as a decision locks them, so
 * an answer never lands on a claim already decided. Anyone but the order's seller gets 'Claim not
 * found'.
 */
export async function answerClaim(
  ctx: AppContext,
  sellerId: string,
  claimId: string,
  input: ClaimAnswerInput,
): Promise<Claim> {
  return ctx.db.transaction(async (tx) => {
    const { order, claim } = (await lockClaim(tx, claimId)) ?? {};
    if (!order || !claim || order.monetizerId !== sellerId)
      throw new AppError('not_found', LEASE_MESSAGES.claimNotFound);
    if (claim.status !== 'open') throw new AppError('conflict', LEASE_MESSAGES.claimAlreadyDecided);
    if (claim.sellerAnswer !== null) throw new AppError('conflict', LEASE_MESSAGES.claimAlreadyAnswered);
    const [updated] = await tx
      .update(orderClaims)
      .set({ sellerAnswer: input.answer, sellerAnsweredAt: ctx.clock.now() })
      .where(eq(orderClaims.id, claimId))
      .returning();
    await recordAudit(tx, {
      actorId: sellerId,
      action: 'order_claim.answered',
      targetType: 'order_claim',
      targetId: claimId,
      after: { orderId: order.id },
    });
    await notifyUser(tx, order.leaserId, {
      type: 'order_claim',
      ...ORDER_NOTIFICATIONS.claimAnswered(order.title, input.answer),
      link: `/orders/${order.id}`,
    });
    return toClaim(updated!);
  });
}

/**
 * Staff decide an open claim: refund (the whole charge back to where it came from, the lease ended as
 * a cancellation) or reject with a reason. The order is locked before the claim, as a new claim locks
 * it, so two decisions never both apply; both parties are told, the decision audited.
 */
export async function decideClaim(
  ctx: AppContext,
  staffId: string,
  claimId: string,
  input: ClaimDecisionInput,
): Promise<Claim> {
  let cardRefundId: string | null = null;
  const decided = await ctx.db.transaction(async (tx) => {
    const { order, claim } = (await lockClaim(tx, claimId)) ?? {};
    if (!order || !claim) throw new AppError('not_found', LEASE_MESSAGES.claimNotFound);
    if (claim.status !== 'open') throw new AppError('conflict', LEASE_MESSAGES.claimAlreadyDecided);
    const now = ctx.clock.now();
    const status: ClaimStatus = input.decision === 'refund' ? 'refunded' : 'rejected';
    const decisionReason = input.decision === 'reject' ? input.reason : null;
    if (input.decision === 'refund') {
      // The order's end reason is the claim itself, which both parties read.
      const reason = `${CLAIM_CATEGORY_LABELS[claim.category]}: ${claim.description}`.slice(0, 1000);
      cardRefundId = await refundUpheldClaim(tx, ctx, order, { staffId, reason });
    } else {
      await notifyParties(tx, order, {
        type: 'order_claim',
        ...ORDER_NOTIFICATIONS.claimRejected(order.title, decisionReason ?? ''),
        link: `/orders/${order.id}`,
      });
    }
    const [updated] = await tx
      .update(orderClaims)
      .set({ status, decidedBy: staffId, decidedAt: now, decisionReason })
      .where(eq(orderClaims.id, claimId))
      .returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: input.decision === 'refund' ? 'order_claim.refunded' : 'order_claim.rejected',
      targetType: 'order_claim',
      targetId: claimId,
      before: { status: claim.status },
      after: { status, decisionReason, orderId: order.id },
    });
    return toClaim(updated!);
  });
  await sendRefundToCard(ctx, cardRefundId);
  return decided;
}

/**
 * An upheld claim's writes, a composition of the money steps (docs/decisions/267): the seller's holds
 * reversed, the paid invoices credited, the whole charge refunded to where it came from, the lease's
 * inventory freed, the order ended as a cancellation and both parties told. Returns the card refund to
 * send after the commit (`sendRefundToCard`), if any.
 */
async function refundUpheldClaim(
  tx: Executor,
  ctx: AppContext,
  order: OrderRow,
  input: { staffId: string; reason: string },
): Promise<string | null> {
  const { staffId, reason } = input;
  const holds = await reverseSellerHolds(tx, ctx, order);
  const givenBack = await creditPaidInvoices(tx, ctx, order, holds, `Claim upheld: ${reason}`);
  const refunded = await refundToSource(tx, ctx, order, { ...givenBack, actorId: staffId });
  await releaseOrderInventory(tx, order, 'cancelled');
  await endOrder(tx, ctx, order, {
    status: 'cancelled',
    actorId: staffId,
    reason,
    details: refundAuditDetails('claim', reason, refunded),
  });
  await notifyParties(tx, order, {
    type: 'order_refund',
    ...ORDER_NOTIFICATIONS.claimUpheld(order.title, reason, refundedSentence(refunded)),
    link: `/orders/${order.id}`,
  });
  return refunded.cardRefundId;
}

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');

/** The staff claims queue: by status (open by default), oldest first, so the longest waiting is on top. */
export async function listStaffClaims(db: Database, status: ClaimStatus): Promise<StaffClaim[]> {
  const rows = await db
    .select({
      claim: orderClaims,
      order: orders,
      buyerName: buyers.name,
      buyerEmail: buyers.email,
      sellerName: sellers.name,
      sellerEmail: sellers.email,
      prefix: leasedPrefixColumn,
      asnNumber: namedAsnNumberColumn,
    })
    .from(orderClaims)
    .innerJoin(orders, eq(orders.id, orderClaims.orderId))
    .innerJoin(buyers, eq(buyers.id, orders.leaserId))
    .innerJoin(sellers, eq(sellers.id, orders.monetizerId))
    .where(and(eq(orderClaims.status, status)))
    .orderBy(
      status === 'open' ? asc(orderClaims.createdAt) : desc(orderClaims.decidedAt),
      asc(orderClaims.id),
    )
    .limit(STAFF_CLAIM_LIMIT);
  return rows.map((row) => ({
    ...toClaim(row.claim),
    orderTitle: row.order.title,
    prefix: row.prefix,
    asnNumber: row.asnNumber == null ? null : Number(row.asnNumber),
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    sellerName: row.sellerName,
    sellerEmail: row.sellerEmail,
    activatedAt: row.order.activatedAt?.toISOString() ?? null,
    orderTotal: row.order.amount + row.order.fee,
  }));
}
