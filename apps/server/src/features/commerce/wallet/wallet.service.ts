import { and, desc, eq, lt, or } from 'drizzle-orm';
import {
  WALLET_HISTORY_PAGE_SIZE,
  type TransactionStatus,
  type TransactionType,
  type Wallet,
  type WalletTransaction,
} from '@netlease/shared/money';
import { isQueryInstant } from '@netlease/shared/query-params';
import type { Database, Executor } from '../../../platform/db/database';
import { transactions, wallets } from '../../../platform/db/schema/commerce/index';
import type { Clock } from '../../../platform/clock';

/*
 * A user's wallet: its balances and its history (docs/PRODUCT.md "Wallet"). The money itself moves
 * through the ledger (ledger.service.ts), which writes these history rows with its journals.
 */

export interface NewTransaction {
  userId: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  description: string;
  toWalletType?: 'available' | 'on_hold' | null;
  fromWalletType?: 'available' | 'on_hold' | null;
  toWalletId?: string | null;
  journalId?: string | null;
  orderId?: string | null;
  paymentId?: string | null;
  payoutId?: string | null;
}

/** Adds a row to a user's wallet history (docs/PRODUCT.md "Wallet"). */
export async function recordTransaction(tx: Executor, clock: Clock, input: NewTransaction): Promise<string> {
  const now = clock.now();
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: input.userId,
      type: input.type,
      status: input.status,
      amount: input.amount,
      description: input.description,
      toWalletType: input.toWalletType ?? null,
      fromWalletType: input.fromWalletType ?? null,
      toWalletId: input.toWalletId ?? null,
      journalId: input.journalId ?? null,
      orderId: input.orderId ?? null,
      paymentId: input.paymentId ?? null,
      payoutId: input.payoutId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: transactions.id });
  return row!.id;
}

export async function updateTransactionStatus(
  tx: Executor,
  clock: Clock,
  transactionId: string,
  changes: { status: TransactionStatus; toWalletType?: 'available' | 'on_hold'; description?: string },
) {
  await tx
    .update(transactions)
    .set({ ...changes, updatedAt: clock.now() })
    .where(eq(transactions.id, transactionId));
}

export async function getWallet(db: Executor, userId: string): Promise<Wallet> {
  const [row] = await db
    .select({ balance: wallets.balance, onHoldBalance: wallets.onHoldBalance })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row ?? { balance: 0, onHoldBalance: 0 };
}

export function toWalletTransaction(row: typeof transactions.$inferSelect): WalletTransaction {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: row.amount,
    description: row.description,
    toWalletType: row.toWalletType,
    fromWalletType: row.fromWalletType,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
  };
}

function encodeCursor(row: { createdAt: Date; id: string }) {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  // Only what encodeCursor writes: a stored instant and a real uuid. A hand-made cursor (year 0,
  // +275760, dashes for an id) starts from the top instead of failing in the database with a 500.
  if (!id || !isQueryInstant(createdAt) || !UUID.test(id)) return null;
  return { createdAt, id };
}

/** A user's wallet history, newest first, a page at a time (the page scrolls; docs/PRODUCT.md "Wallet"). */
export async function listWalletTransactions(db: Database, userId: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        after
          ? or(
              lt(transactions.createdAt, after.createdAt),
              and(eq(transactions.createdAt, after.createdAt), lt(transactions.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(WALLET_HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, WALLET_HISTORY_PAGE_SIZE);
  return {
    items: page.map(toWalletTransaction),
    nextCursor: rows.length > WALLET_HISTORY_PAGE_SIZE ? encodeCursor(page.at(-1)!) : null,
  };
}
