import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { HOLD_DAYS } from '@netlease/shared/money';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { payments } from '../../../platform/db/schema/index';
import { auditRow, type AuditEntry } from '../../../platform/audit';
import { DAY } from '../../../platform/clock';
import * as ledger from '../wallet/ledger.service';
import type { OrderRow } from './orders.service';

export interface OrderCharge {
  order: Pick<OrderRow, 'id' | 'leaserId' | 'monetizerId' | 'title' | 'amount' | 'fee'>;
  type: 'order' | 'renewal';
  periodStart: Date;
  periodEnd: Date;
  /** The wallet, or a gateway charge that already succeeded. */
  source:
    | { method: 'wallet' }
    | { method: 'card'; transactionId: string; cardBrand: string | null; cardLast4: string | null };
  actorId: string | null;
  /** An overdue invoice this charge settles, instead of creating a new one. */
  invoiceId?: string;
  /** The buyer's and seller's wallets are already locked (checkout): the journal does not lock them again. */
  walletsLocked?: boolean;
  /** Audit rows of the same change written before the charge's own, in its statement (checkout's order.created). */
  alsoAudit?: AuditEntry[];
}

/**
 * Books one paid term of an order (docs/decisions/011-order-lifecycle.md): the payment record, the
 * paid invoice, one ledger journal (buyer or gateway → seller on hold + platform fee), the wallet
 * history rows and the seller's hold, released 30 days later by a job.
 */
export async function recordOrderCharge(tx: Executor, ctx: AppContext, charge: OrderCharge) {
  const { order } = charge;
  const now = ctx.clock.now();
  const total = order.amount + order.fee;
  // Ids chosen here, so the payment is written once, already successful with its journal named,
  // and the invoice, the seller's hold and the audit row go in one statement: a checkout holds the
  // wallets' row locks meanwhile (docs/decisions/215-locked-cores-in-sql.md).
  const paymentId = randomUUID();
  const journalId = randomUUID();
  await tx.insert(payments).values({
    id: paymentId,
    userId: order.leaserId,
    gateway: charge.source.method,
    type: charge.type,
    amount: total,
    status: 'success',
    transactionId: charge.source.method === 'wallet' ? `wallet_${journalId}` : charge.source.transactionId,
    cardBrand: charge.source.method === 'card' ? charge.source.cardBrand : null,
    cardLast4: charge.source.method === 'card' ? charge.source.cardLast4 : null,
    orderId: order.id,
    createdAt: now,
    updatedAt: now,
  });
  const { transactionIds } = await ledger.postJournal(
    tx,
    ctx.clock,
    {
      id: journalId,
      kind: charge.type === 'order' ? 'checkout' : 'renewal',
      referenceType: 'order',
      referenceId: order.id,
      actorId: charge.actorId,
      postings: [
        {
          account:
            charge.source.method === 'wallet' ? ledger.available(order.leaserId) : ledger.gatewayClearing,
          amount: -total,
        },
        { account: ledger.onHold(order.monetizerId), amount: order.amount },
        { account: ledger.platformFees, amount: order.fee },
      ],
      insufficient: ORDER_MESSAGES.insufficientFunds,
      // The wallet history rows, in the journal's own statement (docs/decisions/200-write-paths.md).
      history: [
        ...(charge.source.method === 'wallet'
          ? [
              {
                userId: order.leaserId,
                type: 'escrow_lock' as const,
                status: 'completed' as const,
                amount: order.amount,
                description: `${charge.type === 'order' ? 'Payment' : 'Renewal'} for ${order.title}`,
                fromWalletType: 'available' as const,
                orderId: order.id,
                paymentId,
              },
              ...(order.fee > 0
                ? [
                    {
                      userId: order.leaserId,
                      type: 'fee' as const,
                      status: 'completed' as const,
                      amount: order.fee,
                      description: `Processing fee for ${order.title}`,
                      fromWalletType: 'available' as const,
                      orderId: order.id,
                      paymentId,
                    },
                  ]
                : []),
            ]
          : []),
        {
          userId: order.monetizerId,
          type: 'escrow_release' as const,
          status: 'on_hold' as const,
          amount: order.amount,
          description: `Sale of ${order.title} (on hold for ${HOLD_DAYS} days)`,
          toWalletType: 'on_hold' as const,
          orderId: order.id,
        },
      ],
    },
    { walletsLocked: charge.walletsLocked },
  );
  const sellerTransactionId = transactionIds.at(-1)!;

  const invoiceId = charge.invoiceId ?? randomUUID();
  const at = now.toISOString();
  const releaseAt = new Date(now.getTime() + HOLD_DAYS * DAY).toISOString();
  const entries: AuditEntry[] = [
    ...(charge.alsoAudit ?? []),
    {
      actorId: charge.actorId,
      action: charge.type === 'order' ? 'order.paid' : 'order.renewed',
      targetType: 'order',
      targetId: order.id,
      after: { total, fee: order.fee, method: charge.source.method, invoiceId, journalId },
    },
  ];
  const audits = entries.map((entry) => {
    const row = auditRow(entry);
    return sql`(${row.actor_id}::uuid, ${row.action}, ${row.target_type}, ${row.target_id},
                ${row.before === null ? null : JSON.stringify(row.before)}::jsonb,
                ${row.after === null ? null : JSON.stringify(row.after)}::jsonb, ${row.request_id})`;
  });
  // The paid invoice (the overdue one this charge settles, or a new one), the seller's hold and the
  // audit rows: one statement.
  await tx.execute(
    sql`WITH paid AS (
          UPDATE invoices SET status = 'paid', paid_at = ${at}::timestamptz
          WHERE id = ${charge.invoiceId ?? null}::uuid
        ), invoice AS (
          INSERT INTO invoices (id, user_id, order_id, title, subtotal, fee, amount, status, period_start,
                                period_end, due_date, paid_at, created_at)
          SELECT ${invoiceId}::uuid, ${order.leaserId}::uuid, ${order.id}::uuid, ${order.title},
                 ${order.amount}::bigint, ${order.fee}::bigint, ${total}::bigint, 'paid',
                 ${charge.periodStart.toISOString()}::timestamptz, ${charge.periodEnd.toISOString()}::timestamptz,
                 ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
          WHERE ${charge.invoiceId ?? null}::uuid IS NULL
        ), hold AS (
          INSERT INTO wallet_holds (user_id, order_id, amount, release_at, transaction_id, created_at)
          VALUES (${order.monetizerId}::uuid, ${order.id}::uuid, ${order.amount}::bigint,
                  ${releaseAt}::timestamptz, ${sellerTransactionId}::uuid, ${at}::timestamptz)
        )
        INSERT INTO audit_logs (actor_id, action, target_type, target_id, before, after, request_id)
        VALUES ${sql.join(audits, sql`, `)}`,
  );
  return { invoiceId, paymentId, journalId };
}
