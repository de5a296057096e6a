import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Message } from '@netlease/shared/messages';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import { queryRows, type Executor } from '../../../platform/db/database';
import { preparedQuery } from '../../../platform/db/prepared';
import { ledgerAccounts, wallets } from '../../../platform/db/schema/commerce/index';
import { AppError } from '../../../platform/errors';
import type { Clock } from '../../../platform/clock';
import type { NewTransaction } from './wallet.service';

/**
 * The double-entry ledger (docs/decisions/010-money-ledger.md). Every money movement calls
 * postJournal once, inside the transaction of the change it pays for: postings sum to zero, the
 * wallets involved are locked in a fixed order, and their balances move with their postings.
 */
export type LedgerAccount =
  | { kind: 'wallet_available' | 'wallet_on_hold'; userId: string }
  | { kind: 'platform_fees' | 'gateway_clearing' | 'payouts_clearing' | 'tax_payable' };

const PLATFORM_CODES = {
  platform_fees: 'platform:fees',
  gateway_clearing: 'platform:gateway_clearing',
  payouts_clearing: 'platform:payouts_clearing',
  tax_payable: 'platform:tax_payable',
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
/** VAT collected on charges, owed to the tax authorities (docs/PRODUCT.md "Invoices"). */
export const taxPayable: LedgerAccount = { kind: 'tax_payable' };

export type WalletRow = typeof wallets.$inferSelect;

/** Wallets locked in user-id order: prepared (docs/decisions/281), one text for any number of users. */
const walletsForUpdate = preparedQuery((tx) =>
  tx
    .select()
    .from(wallets)
    .where(sql`${wallets.userId} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(wallets.userId)
    .for('update'),
);

/**
 * Locks the wallets of `userIds` in user-id order, so two movements that touch the same wallets can
 * never deadlock. One statement: every user has a wallet from creation (migration 0202). Only a user
 * created some other way has none; its wallet and ledger accounts are inserted then, and the missing
 * rows locked by a second select (nobody else can hold a lock on a row that did not exist).
 */
export async function lockWallets(tx: Executor, userIds: string[]): Promise<Map<string, WalletRow>> {
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return new Map();
  const select = () => walletsForUpdate(tx, { ids });
  let rows = await select();
  if (rows.length < ids.length) {
    const missing = ids.filter((id) => !rows.some((row) => row.userId === id));
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
    rows = await select();
  }
  return new Map(rows.map((row) => [row.userId, row]));
}

export async function lockWallet(tx: Executor, userId: string): Promise<WalletRow> {
  return (await lockWallets(tx, [userId])).get(userId)!;
}

export interface JournalInput {
  /** The journal's id when the caller must know it before the journal is written (else chosen here). */
  id?: string;
  kind: string;
  referenceType: string;
  referenceId: string;
  actorId: string | null;
  postings: Array<{ account: LedgerAccount; amount: number }>;
  /** What to say when a wallet would go below zero (default 'Insufficient Funds'). */
  insufficient?: Message;
  /** Wallet history rows of this movement, written in the same statement, carrying the journal id. */
  history?: Array<Omit<NewTransaction, 'journalId'>>;
}

/**
 * Writes one balanced journal, moves the wallet balances with it and adds its wallet history rows,
 * in ONE statement (see postJournals).
 */
export async function postJournal(
  tx: Executor,
  clock: Clock,
  input: JournalInput,
  options: { walletsLocked?: boolean } = {},
): Promise<{ journalId: string; transactionIds: string[] }> {
  const [posted] = await postJournals(tx, clock, [input], options);
  return posted!;
}

/** Journals ready for the ledger's one statement (the `ledger_post` function, migration 1900). */
export interface PreparedJournals {
  /** The argument of `ledger_post`: wallet moves, journals, postings and history rows. */
  ledger: {
    at: string;
    moves: Array<{ user_id: string; balance: number; on_hold: number }>;
    journals: Array<{ id: string } & Record<string, unknown>>;
    lines: Array<Record<string, unknown>>;
    history: Array<{ id: string } & Record<string, unknown>>;
  };
  /** Each journal's id and its history rows' ids, in input order. */
  posted: Array<{ journalId: string; transactionIds: string[] }>;
  /** The refusal when `userId`'s wallet could not move: the first journal taking from it says it. */
  insufficient(userId: string): AppError;
}

/**
 * Checks journals (integer cents, each sums to zero) and lays out the rows `ledger_post` writes,
 * with ids chosen here so nothing waits for a RETURNING (docs/decisions/200-write-paths.md).
 */
export function prepareJournals(clock: Clock, inputs: JournalInput[]): PreparedJournals {
  const deltas = new Map<string, { balance: number; onHold: number }>();
  const journals: PreparedJournals['ledger']['journals'] = [];
  const lines: PreparedJournals['ledger']['lines'] = [];
  const history: PreparedJournals['ledger']['history'] = [];
  const now = clock.now().toISOString();
  for (const input of inputs) {
    const postings = input.postings.filter((posting) => posting.amount !== 0);
    if (postings.some((posting) => !Number.isSafeInteger(posting.amount))) {
      throw new Error('ledger amounts are integer cents');
    }
    if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) {
      throw new Error(`ledger journal ${input.kind} does not sum to zero`);
    }
    for (const { account, amount } of postings) {
      if (account.kind !== 'wallet_available' && account.kind !== 'wallet_on_hold') continue;
      const delta = deltas.get(account.userId) ?? { balance: 0, onHold: 0 };
      if (account.kind === 'wallet_available') delta.balance += amount;
      else delta.onHold += amount;
      deltas.set(account.userId, delta);
    }
    const journalId = input.id ?? randomUUID();
    journals.push({
      id: journalId,
      kind: input.kind,
      reference_type: input.referenceType,
      reference_id: input.referenceId,
      actor_id: input.actorId,
    });
    for (const posting of postings) {
      lines.push({
        journal_id: journalId,
        account_code: ledgerAccountCode(posting.account),
        amount: posting.amount,
      });
    }
    for (const row of input.history ?? []) {
      history.push({
        id: randomUUID(),
        journal_id: journalId,
        user_id: row.userId,
        type: row.type,
        status: row.status,
        amount: row.amount,
        description: row.description,
        to_wallet_type: row.toWalletType ?? null,
        from_wallet_type: row.fromWalletType ?? null,
        to_wallet_id: row.toWalletId ?? null,
        order_id: row.orderId ?? null,
        payment_id: row.paymentId ?? null,
        payout_id: row.payoutId ?? null,
      });
    }
  }
  const moves = [...deltas]
    .filter(([, delta]) => delta.balance !== 0 || delta.onHold !== 0)
    .map(([userId, delta]) => ({ user_id: userId, balance: delta.balance, on_hold: delta.onHold }));
  let nextHistory = 0;
  const posted = journals.map((journal, index) => {
    const count = inputs[index]!.history?.length ?? 0;
    const transactionIds = history.slice(nextHistory, nextHistory + count).map((row) => row.id);
    nextHistory += count;
    return { journalId: journal.id, transactionIds };
  });
  return {
    ledger: { at: now, moves, journals, lines, history },
    posted,
    insufficient(userId) {
      const debiting = inputs.find((input) =>
        input.postings.some(
          (posting) =>
            posting.amount < 0 &&
            (posting.account.kind === 'wallet_available' || posting.account.kind === 'wallet_on_hold') &&
            posting.account.userId === userId,
        ),
      );
      return new AppError('unprocessable', debiting?.insufficient ?? ORDER_MESSAGES.insufficientFunds);
    },
  };
}

/**
 * Writes balanced journals, moves the wallet balances with them and adds their wallet history rows,
 * all in ONE statement (`ledger_post`, migration 1900): on a hot wallet or auction, each round trip
 * is most of the time its row lock is held (docs/decisions/200-write-paths.md). Each wallet's update
 * is guarded: a wallet whose final balance would go below zero is not updated, and then this throws
 * the `insufficient` message of the first journal taking from it, which rolls the caller's
 * transaction back with everything the statement wrote. The wallets' CHECK constraint stays the
 * backstop, the deferred trigger on ledger_postings the proof that each journal sums to zero.
 * `walletsLocked`: the caller already locked every wallet that moves (checkout), so they are not
 * locked a second time.
 */
export async function postJournals(
  tx: Executor,
  clock: Clock,
  inputs: JournalInput[],
  options: { walletsLocked?: boolean } = {},
): Promise<Array<{ journalId: string; transactionIds: string[] }>> {
  const prepared = prepareJournals(clock, inputs);
  const { moves } = prepared.ledger;
  // One wallet is locked by its own UPDATE; several are locked first in user-id order (lockWallets),
  // because a multi-row UPDATE takes its row locks in no fixed order.
  if (moves.length > 1 && !options.walletsLocked) {
    await lockWallets(
      tx,
      moves.map((move) => move.user_id),
    );
  }
  const [result] = await queryRows<{ short: string | null }>(
    tx,
    sql`SELECT ledger_post(${JSON.stringify(prepared.ledger)}::jsonb)::text AS short`,
  );
  if (result?.short) throw prepared.insufficient(result.short);
  return prepared.posted;
}
