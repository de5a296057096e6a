import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/database';
import { paymentIntents } from '../../../platform/db/schema/commerce/index';
import { MINUTE } from '../../../platform/clock';
import type { IdempotentResult } from '../../../platform/payments/idempotency';

/** A card payment's intent row (migrations/0910_payment_intents.sql, docs/decisions/120). */
export type PaymentIntent = typeof paymentIntents.$inferSelect;

/** An intent older than this whose answer is not applied is the reconciler's (a crash or a lost call). */
export const STALE_INTENT_MS = 2 * MINUTE;

/** The answer already given for an intent, as a retry or a second instance reads it again. */
export const replay = <T>(intent: PaymentIntent): IdempotentResult<T> => ({
  status: intent.responseStatus!,
  body: intent.responseBody as T,
  replayed: true,
});

/** Locks the intent's row: the transactions that write its outcome take turns, and the first answer stays. */
export async function lockIntent(tx: Transaction, intentId: string) {
  const [intent] = await tx
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intentId))
    .for('update');
  if (!intent) throw new Error(`payment intent ${intentId} is missing`);
  return intent;
}
