import type { CardConfirmation } from '@netlease/shared/payments';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { PaymentOutcome } from '../payments/payment-gateway';
import { readIdempotencyKey, runIdempotent, type Once } from '../payments/idempotency';

/** A route's reply: what it stores with an Idempotency-Key and sends again on a repeat. */
export interface RouteAnswer {
  status: number;
  body: unknown;
  /** True when this is the stored reply of an earlier request with the same key. */
  replayed?: boolean;
}

interface IdempotentReply<R> {
  status(code: number): R;
  header(name: string, value: string): R;
  send(payload: never): R;
}

/** The stored reply a repeat found, thrown past the service so none of its code runs again. */
class ReplayedAnswer {
  constructor(readonly answer: RouteAnswer) {}
}

/**
 * Sends an idempotent operation's answer, with a header saying whether it is the stored answer of an
 * earlier request with the same key (docs/PRODUCT.md "Checkout").
 */
export function sendAnswer<R extends IdempotentReply<R>>(reply: R, answer: RouteAnswer) {
  return reply
    .status(answer.status)
    .header('idempotent-replayed', String(answer.replayed ?? false))
    .send(answer.body as never);
}

/** A card payment's reply: 201 with what was paid for, or 202 while the buyer confirms it. */
export function paymentAnswer<T>(outcome: PaymentOutcome<T>): RouteAnswer {
  return outcome.state === 'paid'
    ? { status: 201, body: outcome.result, replayed: outcome.replayed }
    : { status: 202, body: outcome.confirmation satisfies CardConfirmation, replayed: false };
}

/**
 * Runs a route's money-moving service at most once per (user, Idempotency-Key) and sends the route's
 * reply (docs/decisions/265-services-without-http.md). The service does its writes through the `Once`
 * it is given; the reply `answer` makes of their result is stored with the key in that same
 * transaction, so a repeat (even one arriving at once, which waits for the key's row) gets the same
 * reply, and a refusal rolls the key back with the writes. `run` turns the service's result into the
 * reply to send; it is the same `answer` for a result of `Once.run`.
 */
export async function replyIdempotent<R, Reply extends IdempotentReply<Reply>>(
  ctx: { db: Database; clock: Clock },
  request: { headers: Record<string, string | string[] | undefined> },
  reply: Reply,
  options: { userId: string; scope: string; answer: (result: R) => RouteAnswer },
  run: (once: Once<R>) => Promise<RouteAnswer>,
) {
  const key = readIdempotencyKey(request.headers['idempotency-key']);
  const once: Once<R> = {
    key,
    async run(fingerprint, work) {
      let result: { value: R } | undefined;
      const stored = await runIdempotent(
        ctx,
        { userId: options.userId, key, scope: options.scope, fingerprint },
        async (tx) => {
          result = { value: await work(tx) };
          const { status, body } = options.answer(result.value);
          return { status, body };
        },
      );
      if (stored.replayed || !result) throw new ReplayedAnswer({ ...stored, replayed: true });
      return result.value;
    },
  };
  try {
    return sendAnswer(reply, await run(once));
  } catch (error) {
    if (error instanceof ReplayedAnswer) return sendAnswer(reply, error.answer);
    throw error;
  }
}
