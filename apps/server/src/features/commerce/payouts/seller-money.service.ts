import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SaleHold, SellerMoney } from '@netlease/shared/money';
import type { Database, Executor } from '../../../platform/db/database';
import { orders, payouts, walletHolds, wallets } from '../../../platform/db/schema/commerce/index';

/** The money a user has on hold for their leading bids, in cents. */
export type BidHoldsTotal = (db: Executor, userId: string) => Promise<number>;

let sumBidHolds: BidHoldsTotal | null = null;

/** Bids are the auctions domain's, above commerce, so auctions hands this sum over at start (app.ts, docs/decisions/266). */
export function registerBidHoldsTotal(total: BidHoldsTotal) {
  sumBidHolds = total;
}

function bidHoldsTotal(): BidHoldsTotal {
  if (!sumBidHolds) throw new Error('No bid holds total is registered for the seller money view (app.ts)');
  return sumBidHolds;
}

/** Holds of orders in these statuses are released when due (the hold-release job, orders.jobs.ts). */
const RELEASABLE_ORDER_STATUSES = new Set(['active', 'completed', 'suspended']);

/**
 * The seller's money view on /payouts and /wallet (docs/PRODUCT.md "Payouts", "Wallet"). The two
 * balances are the wallet's own; the holds and sums come from the same snapshot (one repeatable-read
 * transaction), so on hold always equals the sale holds plus the bid holds listed beside it.
 */
export async function getSellerMoney(db: Database, userId: string): Promise<SellerMoney> {
  return db.transaction(
    async (tx) => {
      const [wallet] = await tx
        .select({ balance: wallets.balance, onHoldBalance: wallets.onHoldBalance })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      const holdRows = await tx
        .select({
          id: walletHolds.id,
          orderId: walletHolds.orderId,
          orderTitle: orders.title,
          orderStatus: orders.status,
          amount: walletHolds.amount,
          releaseAt: walletHolds.releaseAt,
          claimUntil: orders.claimUntil,
          openClaim: sql<boolean>`EXISTS (SELECT 1 FROM order_claims c WHERE c.order_id = ${orders.id} AND c.status = 'open')`,
        })
        .from(walletHolds)
        .innerJoin(orders, eq(orders.id, walletHolds.orderId))
        .where(and(eq(walletHolds.userId, userId), eq(walletHolds.status, 'held')))
        .orderBy(asc(walletHolds.releaseAt), asc(walletHolds.id));
      const bidHolds = await bidHoldsTotal()(tx, userId);
      // Lifetime earnings: every sale's share still held or released; a refund reverses its hold.
      const [earned] = await tx
        .select({ total: sql<string>`coalesce(sum(${walletHolds.amount}), 0)` })
        .from(walletHolds)
        .where(and(eq(walletHolds.userId, userId), inArray(walletHolds.status, ['held', 'released'])));
      const [paid] = await tx
        .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
        .from(payouts)
        .where(and(eq(payouts.monetizerId, userId), eq(payouts.status, 'paid')));
      const saleHolds = holdRows.map(toSaleHold);
      return {
        available: wallet?.balance ?? 0,
        onHold: wallet?.onHoldBalance ?? 0,
        saleHolds,
        bidHolds,
        lifetimeEarnings: Number(earned?.total ?? 0),
        paidOut: Number(paid?.total ?? 0),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function toSaleHold(row: {
  id: string;
  orderId: string;
  orderTitle: string;
  orderStatus: string;
  amount: number;
  releaseAt: Date;
  claimUntil: Date | null;
  openClaim: boolean;
}): SaleHold {
  // A hold is released on its date, but not before the claim window closes nor while the order waits
  // for activation or a claim (docs/PRODUCT.md "Wallet", "Delivering a lease").
  const releaseAt =
    row.claimUntil && row.claimUntil.getTime() > row.releaseAt.getTime() ? row.claimUntil : row.releaseAt;
  const waitsFor = !RELEASABLE_ORDER_STATUSES.has(row.orderStatus)
    ? 'activation'
    : row.openClaim
      ? 'claim'
      : 'date';
  return {
    id: row.id,
    orderId: row.orderId,
    orderTitle: row.orderTitle,
    amount: row.amount,
    releaseAt: releaseAt.toISOString(),
    waitsFor,
  };
}
