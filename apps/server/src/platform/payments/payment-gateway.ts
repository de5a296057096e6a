import { randomBytes } from 'node:crypto';
import type { Message } from '@netlease/shared/messages';
import {
  PAYMENT_MESSAGES,
  TEST_CARDS,
  describeCardBrand,
  findCardProblem,
  isGatewayImplemented,
  type Card,
  type Gateway,
} from '@netlease/shared/payments';

export interface ChargeRequest {
  amountCents: number;
  description: string;
  card?: Card;
  /** Business time (ctx.clock), for the expiry check. */
  now: Date;
}

export type ChargeResult =
  | { status: 'succeeded'; transactionId: string; cardBrand: string | null; cardLast4: string | null }
  /** The processor refused the charge: a failed payment record is kept. */
  | { status: 'declined'; reason: Message; cardBrand: string | null; cardLast4: string | null }
  /** The request never reached a charge (bad card details): nothing is recorded. */
  | { status: 'invalid'; reason: Message };

/** What a payment processor does for us; one implementation per gateway of spec part 2 §9. */
export interface PaymentGateway {
  id: Gateway;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/**
 * The built-in card processor (DESIGN.md "Files, mail, payments"): Luhn, expiry and CVC checks,
 * then the sandbox test numbers decide the outcome. Any other number is declined, so nobody is
 * led to type a real card into a demo.
 */
export const cardSandboxGateway: PaymentGateway = {
  id: 'card',
  async charge(request) {
    if (!request.card) return { status: 'invalid', reason: PAYMENT_MESSAGES.cardDetailsRequired };
    const problem = findCardProblem(request.card, request.now);
    if (problem) return { status: 'invalid', reason: problem };
    const cardBrand = describeCardBrand(request.card.number);
    const cardLast4 = request.card.number.slice(-4);
    switch (request.card.number) {
      case TEST_CARDS.success:
      case TEST_CARDS.successMastercard:
        return {
          status: 'succeeded',
          transactionId: `sbx_${randomBytes(12).toString('hex')}`,
          cardBrand,
          cardLast4,
        };
      case TEST_CARDS.declined:
        return { status: 'declined', reason: PAYMENT_MESSAGES.cardDeclined, cardBrand, cardLast4 };
      case TEST_CARDS.insufficientFunds:
        return { status: 'declined', reason: PAYMENT_MESSAGES.cardInsufficientFunds, cardBrand, cardLast4 };
      default:
        return { status: 'declined', reason: PAYMENT_MESSAGES.notATestCard, cardBrand, cardLast4 };
    }
  },
};

const GATEWAY_IMPLEMENTATIONS: Partial<Record<Gateway, PaymentGateway>> = { card: cardSandboxGateway };

/** The processor of a gateway, or null for the ones the spec shows as not implemented. */
export function findGateway(gateway: Gateway): PaymentGateway | null {
  return isGatewayImplemented(gateway) ? (GATEWAY_IMPLEMENTATIONS[gateway] ?? null) : null;
}

/** What the idempotency fingerprint may keep of a card: never the number or the CVC. */
export function fingerprintCard(card: Card | undefined) {
  return card
    ? { last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear, country: card.country }
    : null;
}
