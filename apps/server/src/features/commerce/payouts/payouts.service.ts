import type { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import {
  MAX_MOVEMENT_CENTS,
  MONEY_MESSAGES,
  PAYOUT_METHOD_LABELS,
  type payoutRequestSchema,
  type Payout,
} from '@netlease/shared/money';
import { checkPayoutDetails } from '@netlease/shared/payout-details';
import { PAYOUT_NOTIFICATIONS, type NotificationText } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Database, Executor } from '../../../platform/db/database';
import { payouts } from '../../../platform/db/schema/commerce/index';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { withoutKey, type Once } from '../../../platform/payments/idempotency';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import * as wallet from '../wallet/wallet.service';
import * as ledger from '../wallet/ledger.service';
import { KYC_MESSAGES } from '@netlease/shared/kyc';
import { assertIdentityVerified } from '../../accounts/kyc/kyc.service';
import { assertCanTrade } from '../../accounts/user-management/user-management.service';

const PAYOUT_LIST_LIMIT = 200;

export function toPayout(row: typeof payouts.$inferSelect): Payout {
  return {
    id: row.id,
    amount: row.amount,
    method: row.method,
    details: row.details,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    paymentReference: row.paymentReference,
  };
}

export async function listMyPayouts(db: Database, userId: string): Promise<Payout[]> {
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.monetizerId, userId))
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(PAYOUT_LIST_LIMIT);
  return rows.map(toPayout);
}

/** What a payout request answers: the toast and the payout, waiting for an admin. */
export interface PayoutRequested {
  title: string;
  message: string;
  payout: Payout;
}

/**
 * /payouts (docs/PRODUCT.md "Payouts"). The amount leaves the available balance at once (to payouts
 * clearing), so it cannot be spent or requested twice while an admin reviews it; a rejection brings it back.
 */
export async function requestPayout(
  ctx: AppContext,
  userId: string,
  input: z.output<typeof payoutRequestSchema>,
  once: Once<PayoutRequested> = withoutKey(ctx.db),
): Promise<PayoutRequested> {
  const data = input;
  const amount = data.amountCents;
  if (
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount) ||
    amount <= 0 ||
    amount > MAX_MOVEMENT_CENTS
  ) {
    throw new AppError('bad_request', MONEY_MESSAGES.invalidPayoutAmount, { field: 'amountCents' });
  }
  const picked = checkPayoutDetails(data.method, data.details);
  if (!picked.ok) {
    const [first] = picked.issues;
    throw new AppError('bad_request', first!.message, { field: `details.${first!.field}` });
  }
  // Money leaves the platform only to a verified identity (docs/PRODUCT.md "Accounts").
  await assertIdentityVerified(ctx.db, userId, KYC_MESSAGES.verifiedPayoutRequired);
  return once.run({ amount, method: data.method, details: picked.details }, async (tx) => {
    await assertCanTrade(tx, userId);
    const now = ctx.clock.now();
    const locked = await ledger.lockWallet(tx, userId);
    if (locked.balance < amount) throw new AppError('unprocessable', MONEY_MESSAGES.insufficientBalance);
    const [payout] = await tx
      .insert(payouts)
      .values({
        monetizerId: userId,
        amount,
        method: data.method,
        details: picked.details,
        requestedAt: now,
      })
      .returning();
    const { journalId } = await ledger.postJournal(tx, ctx.clock, {
      kind: 'payout_request',
      referenceType: 'payout',
      referenceId: payout!.id,
      actorId: userId,
      postings: [
        { account: ledger.available(userId), amount: -amount },
        { account: ledger.payoutsClearing, amount },
      ],
      insufficient: MONEY_MESSAGES.insufficientBalance,
    });
    const transactionId = await wallet.recordTransaction(tx, ctx.clock, {
      userId,
      type: 'payout',
      status: 'pending',
      amount,
      description: `Payout to ${PAYOUT_METHOD_LABELS[data.method]}`,
      fromWalletType: 'available',
      journalId,
      payoutId: payout!.id,
    });
    await tx.update(payouts).set({ transactionId }).where(eq(payouts.id, payout!.id));
    await recordAudit(tx, {
      actorId: userId,
      action: 'payout.requested',
      targetType: 'payout',
      targetId: payout!.id,
      after: { amount, method: data.method, journalId },
    });
    return {
      title: MONEY_MESSAGES.payoutRequested.title,
      message: MONEY_MESSAGES.payoutRequested.description,
      payout: toPayout({ ...payout!, transactionId }),
    };
  });
}

type PayoutRow = typeof payouts.$inferSelect;

/**
 * The payout an admin decides on, locked; one whose status is no longer in `open` has been decided
 * already (a second admin deciding at once waits for the lock, then lands here).
 */
async function lockOpenPayout(tx: Executor, payoutId: string, open: ReadonlyArray<PayoutRow['status']>) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  if (!row) throw notFound('Payout');
  if (!open.includes(row.status)) throw new AppError('conflict', MONEY_MESSAGES.payoutNotPending);
  return row;
}

/** The reserved amount leaves payouts clearing: to the gateway when paid, back to the seller when rejected. */
async function clearReservedAmount(
  ctx: AppContext,
  tx: Executor,
  adminId: string,
  payout: PayoutRow,
  kind: 'payout_paid' | 'payout_rejected',
) {
  const { journalId } = await ledger.postJournal(tx, ctx.clock, {
    kind,
    referenceType: 'payout',
    referenceId: payout.id,
    actorId: adminId,
    postings: [
      { account: ledger.payoutsClearing, amount: -payout.amount },
      {
        account: kind === 'payout_paid' ? ledger.gatewayClearing : ledger.available(payout.monetizerId),
        amount: payout.amount,
      },
    ],
  });
  return journalId;
}

/** Every decision is audited and the seller told, on /payouts (docs/PRODUCT.md "Payouts"). */
async function recordDecision(
  tx: Executor,
  adminId: string,
  payout: PayoutRow,
  decision: {
    status: 'approved' | 'paid' | 'rejected';
    after?: Record<string, unknown>;
    notice: NotificationText;
  },
) {
  const { status } = decision;
  await recordAudit(tx, {
    actorId: adminId,
    action: `payout.${status}`,
    targetType: 'payout',
    targetId: payout.id,
    before: { status: payout.status },
    after: { status, ...decision.after },
  });
  await notifyUser(tx, payout.monetizerId, {
    type: `payout_${status}`,
    ...decision.notice,
    link: '/payouts',
  });
}

/** Admin: requested → approved. No money moves; the amount stays reserved. */
export async function approvePayout(ctx: AppContext, adminId: string, payoutId: string) {
  return ctx.db.transaction(async (tx) => {
    const payout = await lockOpenPayout(tx, payoutId, ['requested']);
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(payouts)
      .set({ status: 'approved', reviewedBy: adminId, reviewedAt: now })
      .where(eq(payouts.id, payoutId))
      .returning();
    await recordDecision(tx, adminId, payout, {
      status: 'approved',
      notice: PAYOUT_NOTIFICATIONS.approved(payout.amount),
    });
    return toPayout(updated!);
  });
}

/** Admin: requested or approved → paid. The money leaves the platform (payouts clearing → gateway). */
export async function markPayoutPaid(
  ctx: AppContext,
  adminId: string,
  payoutId: string,
  paymentReference: string,
) {
  return ctx.db.transaction(async (tx) => {
    const payout = await lockOpenPayout(tx, payoutId, ['requested', 'approved']);
    const now = ctx.clock.now();
    const journalId = await clearReservedAmount(ctx, tx, adminId, payout, 'payout_paid');
    const [updated] = await tx
      .update(payouts)
      .set({
        status: 'paid',
        paidAt: now,
        paymentReference,
        reviewedBy: payout.reviewedBy ?? adminId,
        reviewedAt: payout.reviewedAt ?? now,
      })
      .where(eq(payouts.id, payoutId))
      .returning();
    if (payout.transactionId) {
      await wallet.updateTransactionStatus(tx, ctx.clock, payout.transactionId, { status: 'completed' });
    }
    await recordDecision(tx, adminId, payout, {
      status: 'paid',
      after: { journalId, paymentReference },
      notice: PAYOUT_NOTIFICATIONS.paid(payout.amount, paymentReference),
    });
    return toPayout(updated!);
  });
}

/** Admin: requested or approved → rejected. The reserved amount returns to the available balance. */
export async function rejectPayout(ctx: AppContext, adminId: string, payoutId: string, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const payout = await lockOpenPayout(tx, payoutId, ['requested', 'approved']);
    const now = ctx.clock.now();
    const journalId = await clearReservedAmount(ctx, tx, adminId, payout, 'payout_rejected');
    const [updated] = await tx
      .update(payouts)
      .set({ status: 'rejected', reviewedBy: adminId, reviewedAt: now, rejectionReason: reason })
      .where(eq(payouts.id, payoutId))
      .returning();
    if (payout.transactionId) {
      await wallet.updateTransactionStatus(tx, ctx.clock, payout.transactionId, {
        status: 'failed',
        description: `Payout to ${PAYOUT_METHOD_LABELS[payout.method]} rejected: amount returned`,
      });
    }
    await recordDecision(tx, adminId, payout, {
      status: 'rejected',
      after: { reason, journalId },
      notice: PAYOUT_NOTIFICATIONS.rejected(payout.amount, reason),
    });
    return toPayout(updated!);
  });
}
