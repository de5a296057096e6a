import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ErrorBody } from '@netlease/shared/errors';
import { MONEY_MESSAGES, depositInputSchema, depositSuccessMessage } from '@netlease/shared/money';
import { GATEWAY_LABELS, PAYMENT_MESSAGES } from '@netlease/shared/payments';
import type { AppContext } from '../../app-context';
import { payments } from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import { findGateway, fingerprintCard } from '../../platform/payments/payment-gateway';
import { runIdempotent } from '../../platform/payments/idempotency';
import * as wallet from '../wallet/wallet.service';

export interface DepositSuccess {
  title: string;
  message: string;
  paymentId: string;
  transactionId: string;
  wallet: { balance: number; onHoldBalance: number };
}

/**
 * Adds money to the user's wallet through a gateway (spec part 2 /deposit). The payment record goes
 * pending → success with the processor's transaction id (or failed, which is kept and answered
 * with 'Deposit Failed'); the credit is one ledger journal from gateway clearing to the wallet.
 */
export async function createDeposit(
  ctx: AppContext,
  userId: string,
  input: z.input<typeof depositInputSchema>,
  idempotencyKey: string | undefined,
) {
  const data = depositInputSchema.parse(input);
  const gateway = findGateway(data.gateway);
  if (!gateway) throw new AppError('not_implemented', PAYMENT_MESSAGES.gatewayNotImplemented);
  return runIdempotent<DepositSuccess | ErrorBody>(
    ctx,
    {
      userId,
      key: idempotencyKey,
      scope: 'deposit',
      fingerprint: { amountCents: data.amountCents, gateway: data.gateway, card: fingerprintCard(data.card) },
    },
    async (tx) => {
      const now = ctx.clock.now();
      const [payment] = await tx
        .insert(payments)
        .values({
          userId,
          gateway: data.gateway,
          type: 'deposit',
          amount: data.amountCents,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: payments.id });
      const paymentId = payment!.id;
      const charge = await gateway.charge({
        amountCents: data.amountCents,
        description: 'Netlease wallet deposit',
        card: data.card,
        now,
      });
      // Bad card details never reached the processor: the whole request rolls back, nothing is kept.
      if (charge.status === 'invalid') throw new AppError('bad_request', charge.reason);

      if (charge.status === 'declined') {
        await tx
          .update(payments)
          .set({
            status: 'failed',
            failureReason: charge.reason.description,
            cardBrand: charge.cardBrand,
            cardLast4: charge.cardLast4,
            updatedAt: now,
          })
          .where(eq(payments.id, paymentId));
        await wallet.recordTransaction(tx, ctx.clock, {
          userId,
          type: 'deposit',
          status: 'failed',
          amount: data.amountCents,
          description: `Deposit via ${GATEWAY_LABELS[data.gateway]} declined`,
          toWalletType: 'available',
          paymentId,
        });
        await recordAudit(tx, {
          actorId: userId,
          action: 'wallet.deposit_failed',
          targetType: 'payment',
          targetId: paymentId,
          after: { amount: data.amountCents, gateway: data.gateway, reason: charge.reason.description },
        });
        return {
          status: 422,
          body: {
            code: 'unprocessable',
            title: MONEY_MESSAGES.depositFailed.title,
            message: charge.reason.description,
          },
        };
      }

      await tx
        .update(payments)
        .set({
          status: 'success',
          transactionId: charge.transactionId,
          cardBrand: charge.cardBrand,
          cardLast4: charge.cardLast4,
          updatedAt: now,
        })
        .where(eq(payments.id, paymentId));
      const { journalId } = await wallet.postJournal(tx, ctx.clock, {
        kind: 'deposit',
        referenceType: 'payment',
        referenceId: paymentId,
        actorId: userId,
        postings: [
          { account: wallet.gatewayClearing, amount: -data.amountCents },
          { account: wallet.available(userId), amount: data.amountCents },
        ],
      });
      const locked = await wallet.lockWallet(tx, userId);
      const transactionId = await wallet.recordTransaction(tx, ctx.clock, {
        userId,
        type: 'deposit',
        status: 'completed',
        amount: data.amountCents,
        description: `Wallet deposit via ${GATEWAY_LABELS[data.gateway]}`,
        toWalletType: 'available',
        toWalletId: locked.id,
        journalId,
        paymentId,
      });
      await recordAudit(tx, {
        actorId: userId,
        action: 'wallet.deposit',
        targetType: 'payment',
        targetId: paymentId,
        after: { amount: data.amountCents, gateway: data.gateway, transactionId: charge.transactionId },
      });
      const done = depositSuccessMessage(data.amountCents);
      return {
        status: 201,
        body: {
          title: done.title,
          message: done.description,
          paymentId,
          transactionId,
          wallet: { balance: locked.balance, onHoldBalance: locked.onHoldBalance },
        },
      };
    },
  );
}
