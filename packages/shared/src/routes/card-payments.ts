import { apiRoute } from '../api-route';
import {
  cardPaymentParamsSchema,
  cardPaymentStateSchema,
  paymentMethodsSchema,
  stripeWebhookBodySchema,
  stripeWebhookHeadersSchema,
  stripeWebhookReplySchema,
} from '../payments';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/**
 * Card payments as the buyer and the processor see them: which gateways this server offers, how a
 * payment confirmed in the browser is getting on, and Stripe's webhook.
 */
export const cardPaymentRoutes = {
  listPaymentMethods: apiRoute({
    operationId: 'listPaymentMethods',
    method: 'GET',
    path: '/api/payments/methods',
    summary: 'List the payment gateways offered at checkout and deposit',
    description:
      'The payment gateways this server offers at checkout and deposit. A demo lists the other ' +
      'gateways too, marked demo (they answer the not-implemented notice).',
    tag: 'wallet',
    access: 'public',
    token: 'read',
    replies: { 200: paymentMethodsSchema },
  }),
  getCardPayment: apiRoute({
    operationId: 'getCardPayment',
    method: 'GET',
    path: '/api/card-payments/:id',
    summary: 'Read how a card payment confirmed by the processor is getting on',
    description:
      'A card payment of yours that the card processor confirms (Stripe): pending until the ' +
      "processor's answer arrives, then the answer the payment request finally gives.",
    tag: 'wallet',
    access: 'user',
    token: 'read',
    params: cardPaymentParamsSchema,
    replies: { 200: cardPaymentStateSchema },
  }),
  receiveStripeWebhook: apiRoute({
    operationId: 'receiveStripeWebhook',
    method: 'POST',
    path: STRIPE_WEBHOOK_PATH,
    summary: "Receive Stripe's events about card payments",
    description:
      "Stripe's events about card payments, verified by their Stripe-Signature. Each event " +
      'is applied once, whatever order they arrive in.',
    tag: 'wallet',
    access: 'public',
    token: 'browser',
    headers: stripeWebhookHeadersSchema,
    body: stripeWebhookBodySchema,
    replies: { 200: stripeWebhookReplySchema },
  }),
};
