import { eq, inArray, sql } from 'drizzle-orm';
import { formatCents } from '@netlease/shared/format';
import { users } from '../../../platform/db/schema/platform/index';
import {
  orderClaims,
  orders,
  payouts,
  walletHolds,
  payments,
} from '../../../platform/db/schema/commerce/index';
import {
  personName,
  registerAuditNamers,
  type AuditNameLookup,
} from '../../accounts/audit/audit-targets.service';

const lookUpOrders: AuditNameLookup = (db, ids) =>
  db
    .select({
      id: orders.id,
      name: sql<string>`'Order ' || left(${orders.id}::text, 8) || ': ' || ${orders.title}`,
    })
    .from(orders)
    .where(inArray(orders.id, ids));

/** How the audit log names orders and money (app.ts registers it at start, docs/decisions/266). */
export function registerCommerceAuditNames() {
  registerAuditNamers('commerce', {
    targets: {
      order: lookUpOrders,
      order_claim: (db, ids) =>
        db
          .select({
            id: orderClaims.id,
            name: sql<string>`'Claim on order ' || left(${orderClaims.orderId}::text, 8) || ': ' || ${orders.title}`,
          })
          .from(orderClaims)
          .innerJoin(orders, eq(orders.id, orderClaims.orderId))
          .where(inArray(orderClaims.id, ids)),
      payout: async (db, ids) =>
        (
          await db
            .select({ id: payouts.id, amount: payouts.amount, name: users.name, email: users.email })
            .from(payouts)
            .innerJoin(users, eq(users.id, payouts.monetizerId))
            .where(inArray(payouts.id, ids))
        ).map((row) => ({
          id: row.id,
          name: `Payout of ${formatCents(row.amount)} to ${personName(row.name, row.email)}`,
        })),
      deposit: async (db, ids) =>
        (
          await db
            .select({ id: payments.id, amount: payments.amount, name: users.name, email: users.email })
            .from(payments)
            .innerJoin(users, eq(users.id, payments.userId))
            .where(inArray(payments.id, ids))
        ).map((row) => ({
          id: row.id,
          name: `Deposit of ${formatCents(row.amount)} by ${personName(row.name, row.email)}`,
        })),
      wallet_hold: async (db, ids) =>
        (
          await db
            .select({ id: walletHolds.id, amount: walletHolds.amount, title: orders.title })
            .from(walletHolds)
            .innerJoin(orders, eq(orders.id, walletHolds.orderId))
            .where(inArray(walletHolds.id, ids))
        ).map((row) => ({ id: row.id, name: `${formatCents(row.amount)} held from ${row.title}` })),
    },
    referenced: [lookUpOrders],
  });
}
