import type { z } from 'zod';
import type { depositInputSchema } from '@netlease/shared/money';
import { MONEY_MESSAGES, depositSuccessMessage } from '@netlease/shared/money';
import { GATEWAY_LABELS, type Gateway } from '@netlease/shared/payments';
import type { AppContext } from '../../../platform/app-context';
import { AppError } from '../../../platform/errors';
import { payments } from '../../../platform/db/schema/commerce/index';
import { recordAudit } from '../../../platform/audit';
import { fingerprintCard } from '../../../platform/payments/payment-gateway';
import {
  payByCard,
  type CardPaymentHandlers,
  type PaymentOutcome,
} from '../card-payments/card-payments.service';
import * as wallet from '../wallet/wallet.service';
import * as ledger from '../wallet/ledger.service';

export interface DepositSuccess {
  title: string;
  message: string;
  paymentId: string;
  transactionId: string;
  wallet: { balance: number; onHoldBalance: number };
}

/**
 * The second phase of a card deposit (card-payments/card-payments.service.ts), also run by the reconciler
 * after a crash: the payment record (success with the processor's charge id) and one ledger journal
 * from gateway clearing to the wallet; a refusal keeps a failed payment record, answered with
 * 'Deposit Failed'.
 */
export const depositCardHandlers = (ctx: AppContext): CardPaymentHandlers<DepositSuccess> => ({
  async apply(tx, intent, charge) {
    const now = ctx.clock.now();
    const { userId, amountCents } = intent;
    const label = GATEWAY_LABELS[intent.gateway as Gateway] ?? intent.gateway;
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        gateway: intent.gateway,
        type: 'deposit',
        amount: amountCents,
        status: 'success',
        transactionId: charge.chargeId,
        cardBrand: charge.cardBrand,
        cardLast4: charge.cardLast4,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    const paymentId = payment!.id;
    const { journalId } = await ledger.postJournal(tx, ctx.clock, {
      kind: 'deposit',
      referenceType: 'payment',
      referenceId: paymentId,
      actorId: userId,
      postings: [
        { account: ledger.gatewayClearing, amount: -amountCents },
        { account: ledger.available(userId), amount: amountCents },
      ],
    });
    const locked = await ledger.lockWallet(tx, userId);
    const transactionId = await wallet.recordTransaction(tx, ctx.clock, {
      userId,
      type: 'deposit',
      status: 'completed',
      amount: amountCents,
      description: `Wallet deposit via ${label}`,
      toWalletType: 'available',
      toWalletId: locked.id,
      journalId,
      paymentId,
    });
    await recordAudit(tx, {
      actorId: userId,
      action: 'deposit.completed',
      targetType: 'deposit',
      targetId: paymentId,
      after: { amount: amountCents, gateway: intent.gateway, transactionId: charge.chargeId },
    });
    const done = depositSuccessMessage(amountCents);
    return {
      title: done.title,
      message: done.description,
      paymentId,
      transactionId,
      wallet: { balance: locked.balance, onHoldBalance: locked.onHoldBalance },
    };
  },
  async decline(tx, intent, charge) {
    const now = ctx.clock.now();
    const label = GATEWAY_LABELS[intent.gateway as Gateway] ?? intent.gateway;
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: intent.userId,
        gateway: intent.gateway,
        type: 'deposit',
        amount: intent.amountCents,
        status: 'failed',
        failureReason: charge.reason.description,
        cardBrand: charge.cardBrand,
        cardLast4: charge.cardLast4,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    await wallet.recordTransaction(tx, ctx.clock, {
      userId: intent.userId,
      type: 'deposit',
      status: 'failed',
      amount: intent.amountCents,
      description: `Deposit via ${label} declined`,
      toWalletType: 'available',
      paymentId: payment!.id,
    });
    await recordAudit(tx, {
      actorId: intent.userId,
      action: 'deposit.declined',
      targetType: 'deposit',
      targetId: payment!.id,
      after: { amount: intent.amountCents, gateway: intent.gateway, reason: charge.reason.description },
    });
    return new AppError('unprocessable', {
      title: MONEY_MESSAGES.depositFailed.title,
      description: charge.reason.description,
    });
  },
});

/**
 * Adds money to the user's wallet through a gateway (/deposit), in two phases around the gateway call
 * (docs/decisions/120-two-phase-payments.md).
 */
export async function createDeposit(
  ctx: AppContext,
  userId: string,
  input: z.input<typeof depositInputSchema>,
  idempotencyKey: string | undefined,
): Promise<PaymentOutcome<DepositSuccess>> {
  const data = input;
  const gateway = ctx.payments.require(data.gateway);
  return payByCard(
    ctx,
    gateway,
    {
      userId,
      purpose: 'deposit',
      amountCents: data.amountCents,
      description: 'Netlease wallet deposit',
      card: data.card,
      idempotencyKey,
      fingerprint: { amountCents: data.amountCents, gateway: data.gateway, card: fingerprintCard(data.card) },
      details: { amountCents: data.amountCents },
    },
    depositCardHandlers(ctx),
  );
}
