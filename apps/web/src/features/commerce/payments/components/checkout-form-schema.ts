import { z } from 'zod';
import { ORDER_MESSAGES } from '@netlease/shared/orders-constants';
import type { PaymentMethod } from '@netlease/shared/orders';
import { GATEWAYS, PAYMENT_MESSAGES, type CardInput } from '@netlease/shared/payments';
import { addFieldIssue } from '@/components/ui/form';
import { cardFieldsSchema, checkCard, type CardFields } from './card-form-schema';

/** The payment page's form as typed: the method, the card, and the lease's choices. */
export interface CheckoutFormValues {
  method: PaymentMethod | '';
  card: CardFields;
  autoRenews: boolean;
  /** The 'I understand' tick of a Warning or Blacklisted unit. */
  acceptReputation: boolean;
  /** One of the buyer's approved ASNs; '' names it later. */
  asnId: string;
}

/** What the page sends (with the item) once the form passes. */
export interface CheckoutChoice {
  method: PaymentMethod;
  card: CardInput | undefined;
  autoRenews: boolean;
  acceptReputation: boolean;
  asnId: string | undefined;
}

export interface CheckoutFormRules {
  /** The wallet's available balance is below the total. */
  isShort: boolean;
  /** The card is typed into the processor's own field (Stripe), not ours. */
  isCardWithProcessor: boolean;
  /** The unit's band is Warning or Blacklisted. */
  needsReputationTick: boolean;
}

const isPaymentMethod = (value: string): value is PaymentMethod =>
  value === 'wallet' || (GATEWAYS as readonly string[]).includes(value);

/**
 * docs/PRODUCT.md "Checkout": a payment method is required; the wallet must cover the total; the card as
 * checked, unless the processor takes the card in its own field (Stripe); a Warning or Blacklisted unit
 * needs the 'I understand' tick. Every refusal is reported at once, each beside its field.
 */
export const checkoutFormSchema = ({
  isShort,
  isCardWithProcessor,
  needsReputationTick,
}: CheckoutFormRules) =>
  z
    .object({
      method: z.string(),
      card: cardFieldsSchema,
      autoRenews: z.boolean(),
      acceptReputation: z.boolean(),
      asnId: z.string(),
    })
    .transform((values, context): CheckoutChoice => {
      let isRefused = false;
      const method = isPaymentMethod(values.method) ? values.method : null;
      if (method === null) {
        addFieldIssue(context, 'method', PAYMENT_MESSAGES.paymentMethodRequired);
        isRefused = true;
      } else if (method === 'wallet' && isShort) {
        addFieldIssue(context, 'method', ORDER_MESSAGES.insufficientFunds);
        isRefused = true;
      }
      const card = method === 'card' && !isCardWithProcessor ? checkCard(values.card, context) : undefined;
      if (card === null) isRefused = true;
      if (needsReputationTick && !values.acceptReputation) {
        addFieldIssue(context, 'acceptReputation', ORDER_MESSAGES.confirmReputation);
        isRefused = true;
      }
      if (isRefused || method === null) return z.NEVER;
      return {
        method,
        card: card ?? undefined,
        autoRenews: values.autoRenews,
        acceptReputation: values.acceptReputation,
        asnId: values.asnId || undefined,
      };
    });
