import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type CardPaymentState } from '@netlease/shared/payments';
import { cardPaymentRoutes } from '@netlease/shared/routes/card-payments';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { paymentIntents } from '../../../platform/db/schema/commerce/index';
import { AppError } from '../../../platform/errors';
import { applyStripeEvent, verifyStripeEvent } from './stripe-webhook.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A payment processor's webhook: it carries no session and no CSRF token, and proves itself by
     * the processor's signature over the raw body instead (docs/decisions/199-stripe-gateway.md).
     */
    signedWebhook?: true;
  }
}

export const STRIPE_WEBHOOK_PATH = cardPaymentRoutes.receiveStripeWebhook.path;

/**
 * Card payments as the buyer and the processor see them: which gateways this server offers, how a
 * payment confirmed in the browser is getting on, and Stripe's webhook (registered only when Stripe
 * takes the cards).
 */
export function registerCardPaymentsRoutes(app: Api, ctx: AppContext) {
  serve(app, cardPaymentRoutes.listPaymentMethods, { handler: async () => ctx.payments.methods() });

  serve(app, cardPaymentRoutes.getCardPayment, {
    handler: async (request): Promise<CardPaymentState> => {
      const [intent] = await ctx.db
        .select()
        .from(paymentIntents)
        .where(
          and(eq(paymentIntents.id, request.params.id), eq(paymentIntents.userId, requireUser(request).id)),
        );
      if (!intent) throw new AppError('not_found', PAYMENT_MESSAGES.paymentNotFound);
      return {
        id: intent.id,
        status: intent.status,
        answer:
          intent.responseStatus === null
            ? null
            : {
                status: intent.responseStatus,
                body: intent.responseBody as NonNullable<CardPaymentState['answer']>['body'],
              },
      };
    },
  });

  if (ctx.payments.stripe) registerStripeWebhook(app, ctx);
}

/**
 * Stripe's webhook. The signature covers the exact bytes sent, so this route alone reads its body
 * raw (a JSON parser of its own, in its own scope); every other route keeps the JSON parser.
 */
function registerStripeWebhook(app: Api, ctx: AppContext) {
  void app.register(async (scope: Api) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    serve(scope, cardPaymentRoutes.receiveStripeWebhook, {
      config: { signedWebhook: true, machineOnly: "Stripe's event deliveries" },
      handler: async (request) => {
        const event = await verifyStripeEvent(
          ctx,
          // The raw parser hands over a Buffer; the shared contract can only name its base type.
          Buffer.from(request.body.buffer, request.body.byteOffset, request.body.byteLength),
          request.headers['stripe-signature'],
        );
        return { received: true as const, outcome: await applyStripeEvent(ctx, event) };
      },
    });
  });
}
