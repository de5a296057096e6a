import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Message } from '@netlease/shared/messages';
import {
  WALLET_HISTORY_PAGE_SIZE,
  type TransactionStatus,
  type TransactionType,
  type Wallet,
  type WalletTransaction,
} from '@netlease/shared/money';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import { isQueryInstant } from '@netlease/shared/query-params';
import type { Database, Executor } from '../../platform/db/database';
import {
  ledgerAccounts,
  ledgerJournals,
  ledgerPostings,
  transactions,
  wallets,
} from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';
import type { Clock } from '../../platform/clock';

/**
 * The double-entry ledger (docs/decisions/010-money-ledger.md). Every money movement calls
 * postJournal once, inside the transaction of the change it pays for: postings sum to zero, the
 * wallets involved are locked in a fixed order, and their balances move with their postings.
 */
export type LedgerAccount =
  | { kind: 'wallet_available' | 'wallet_on_hold'; userId: string }
  | { kind: 'platform_fees' | 'gateway_clearing' | 'payouts_clearing' };

const PLATFORM_CODES = {
  platform_fees: 'platform:fees',
  gateway_clearing: 'platform:gateway_clearing',
  payouts_clearing: 'platform:payouts_clearing',
} as const;

export function ledgerAccountCode(account: LedgerAccount): string {
  switch (account.kind) {
    case 'wallet_available':
      return `wallet:${account.userId}:available`;
    case 'wallet_on_hold':
      return `wallet:${account.userId}:on_hold`;
    default:
      return PLATFORM_CODES[account.kind];
  }
}

export const available = (userId: string): LedgerAccount => ({ kind: 'wallet_available', userId });
export const onHold = (userId: string): LedgerAccount => ({ kind: 'wallet_on_hold', userId });
export const platformFees: LedgerAccount = { kind: 'platform_fees' };
export const gatewayClearing: LedgerAccount = { kind: 'gateway_clearing' };
export const payoutsClearing: LedgerAccount = { kind: 'payouts_clearing' };

export type WalletRow = typeof wallets.$inferSelect;

/**
 * Locks the wallets of `userIds` in user-id order, so two movements that touch the same wallets can
 * never deadlock. Every user has a wallet from creation (migration 0202); the insert below only
 * covers a user created some other way, and is done before any lock of this call is taken.
 */
export async function lockWallets(tx: Executor, userIds: string[]): Promise<Map<string, WalletRow>> {
  const ids = [...new Set(userIds)].sort();
  const select = () =>
    tx.select().from(wallets).where(inArray(wallets.userId, ids)).orderBy(wallets.userId).for('update');
  const existing = await tx
    .select({ userId: wallets.userId })
    .from(wallets)
    .where(inArray(wallets.userId, ids));
  if (existing.length < ids.length) {
    const missing = ids.filter((id) => !existing.some((row) => row.userId === id));
    await tx
      .insert(wallets)
      .values(missing.map((userId) => ({ userId })))
      .onConflictDoNothing();
    await tx
      .insert(ledgerAccounts)
      .values(
        missing.flatMap((userId) => [
          { code: ledgerAccountCode(available(userId)), kind: 'wallet_available' as const, userId },
          { code: ledgerAccountCode(onHold(userId)), kind: 'wallet_on_hold' as const, userId },
        ]),
      )
      .onConflictDoNothing();
  }
  const rows = await select();
  return new Map(rows.map((row) => [row.userId, row]));
}

export async function lockWallet(tx: Executor, userId: string): Promise<WalletRow> {
  return (await lockWallets(tx, [userId])).get(userId)!;
}

export interface JournalInput {
  kind: string;
  referenceType: string;
  referenceId: string;
  actorId: string | null;
  postings: Array<{ account: LedgerAccount; amount: number }>;
  /** What to say when a wallet would go below zero (default 'Insufficient Funds'). */
  insufficient?: Message;
}

/**
 * Writes one balanced journal and moves the wallet balances with it. Throws before writing when a
 * wallet would go below zero; the wallets' CHECK constraint is the backstop if anything slipped.
 */
export async function postJournal(
  tx: Executor,
  clock: Clock,
  input: JournalInput,
): Promise<{ journalId: string }> {
  const postings = input.postings.filter((posting) => posting.amount !== 0);
  if (postings.some((posting) => !Number.isSafeInteger(posting.amount))) {
    throw new Error('ledger amounts are integer cents');
  }
  if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) {
    throw new Error(`ledger journal ${input.kind} does not sum to zero`);
  }
  const deltas = new Map<string, { balance: number; onHold: number }>();
  for (const { account, amount } of postings) {
    if (account.kind !== 'wallet_available' && account.kind !== 'wallet_on_hold') continue;
    const delta = deltas.get(account.userId) ?? { balance: 0, onHold: 0 };
    if (account.kind === 'wallet_available') delta.balance += amount;
    else delta.onHold += amount;
    deltas.set(account.userId, delta);
  }
  const locked = await lockWallets(tx, [...deltas.keys()]);
  for (const [userId, delta] of deltas) {
    const wallet = locked.get(userId)!;
    if (wallet.balance + delta.balance < 0 || wallet.onHoldBalance + delta.onHold < 0) {
      throw new AppError('unprocessable', input.insufficient ?? ORDER_MESSAGES.insufficientFunds);
    }
  }
  const now = clock.now();
  for (const [userId, delta] of deltas) {
    if (delta.balance === 0 && delta.onHold === 0) continue;
    await tx
      .update(wallets)
      .set({
        balance: sql`${wallets.balance} + ${delta.balance}`,
        onHoldBalance: sql`${wallets.onHoldBalance} + ${delta.onHold}`,
        updatedAt: now,
      })
      .where(eq(wallets.userId, userId));
  }
  const [journal] = await tx
    .insert(ledgerJournals)
    .values({
      kind: input.kind,
      referenceType: input.referenceType,
      referenceId: input.referenceId,
      actorId: input.actorId,
      createdAt: now,
    })
    .returning({ id: ledgerJournals.id });
  await tx.insert(ledgerPostings).values(
    postings.map((posting) => ({
      journalId: journal!.id,
      accountCode: ledgerAccountCode(posting.account),
      amount: posting.amount,
      createdAt: now,
    })),
  );
  return { journalId: journal!.id };
}

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

/** Adds a row to a user's wallet history (spec part 2 §3 transactions). */
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

/** A user's wallet history, newest first, a page at a time (the page scrolls; spec part 2 §9). */
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
