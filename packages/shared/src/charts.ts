import { z } from 'zod';
import { boundedIntQuery } from './query-params';

/**
 * Contracts of the charts (docs/decisions/095): the wallet's balance over time, each subnet's
 * reputation score over time, and the platform's fees and order volume by week. The server computes
 * every series; the web app only draws it.
 */

/* ---------- /wallet: daily closing balance from the ledger ---------- */

export const WALLET_BALANCE_DAYS = 30;
export const walletBalanceQuerySchema = z.object({
  days: boundedIntQuery(7, 365).default(WALLET_BALANCE_DAYS),
});

export const walletBalancePointSchema = z.object({
  /** The UTC day, YYYY-MM-DD; the balances are those at the end of that day. */
  date: z.string(),
  balance: z.number().int(),
  onHoldBalance: z.number().int(),
});
export type WalletBalancePoint = z.infer<typeof walletBalancePointSchema>;

export const walletBalanceHistorySchema = z.object({
  days: z.number().int(),
  /** Oldest first, one point per day, the last one today. */
  points: z.array(walletBalancePointSchema),
  /** Whether any ledger movement fell in the window (otherwise the page shows its empty state). */
  hasMovements: z.boolean(),
});
export type WalletBalanceHistory = z.infer<typeof walletBalanceHistorySchema>;

/* ---------- /reputation: each subnet's checks ---------- */

export const REPUTATION_HISTORY_DAYS = 90;
/** At most this many checks in one answer (all subnets together), newest kept. */
export const REPUTATION_HISTORY_POINT_LIMIT = 5_000;
export const reputationHistoryQuerySchema = z.object({
  days: boundedIntQuery(1, 365).default(REPUTATION_HISTORY_DAYS),
});

export const subnetScoreHistorySchema = z.object({
  subnetId: z.string(),
  subnet: z.string(),
  relation: z.enum(['owner', 'leaser']),
  /** Oldest first. */
  points: z.array(z.object({ checkedAt: z.string(), score: z.number().int() })),
});
export type SubnetScoreHistory = z.infer<typeof subnetScoreHistorySchema>;

export const reputationHistorySchema = z.object({
  days: z.number().int(),
  subnets: z.array(subnetScoreHistorySchema),
});
export type ReputationHistory = z.infer<typeof reputationHistorySchema>;

/* ---------- /admin: platform fees and order volume by week ---------- */

export const ADMIN_WEEKLY_WEEKS = 12;
export const adminWeeklyQuerySchema = z.object({
  weeks: boundedIntQuery(1, 104).default(ADMIN_WEEKLY_WEEKS),
});

export const adminWeekSchema = z.object({
  /** Monday of the week (UTC), YYYY-MM-DD. */
  weekStart: z.string(),
  /** Net platform fee income: fees taken, fines, minus fees refunded (the platform:fees ledger account). */
  fees: z.number().int(),
  /** Orders placed that week (paid; pending payments excluded). */
  orderCount: z.number().int(),
  /** What those orders cost their buyers, price plus fee, in cents. */
  orderVolume: z.number().int(),
});
export type AdminWeek = z.infer<typeof adminWeekSchema>;

export const adminWeeklyMoneySchema = z.object({
  /** Oldest first, the last one the current week. */
  weeks: z.array(adminWeekSchema),
});
export type AdminWeeklyMoney = z.infer<typeof adminWeeklyMoneySchema>;
