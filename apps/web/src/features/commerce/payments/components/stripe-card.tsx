import { useCallback, useRef, useState } from 'react';
import { PAYMENT_MESSAGES, type CardConfirmation } from '@netlease/shared/payments';
import { ApiError } from '@/lib/api-client';
import { getCardPayment } from '../api/get-card-payment';

/**
 * Stripe's card fields (docs/decisions/199-stripe-gateway.md). Stripe requires Stripe.js to be loaded
 * from js.stripe.com, so it is added as a script tag only when the server's card processor is Stripe;
 * the card is typed into Stripe's own frame and never passes through Netlease. This cannot be tried
 * offline: it needs js.stripe.com and a Stripe test account.
 */
const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
/** How long the page follows a confirmed payment before saying it is still being processed. */
const FOLLOW_ATTEMPTS = 40;
const FOLLOW_INTERVAL_MS = 1_500;

interface StripeCardElement {
  mount(node: HTMLElement): void;
  destroy(): void;
}
interface StripeJs {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ): Promise<{ error?: { message?: string } }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loadingStripeJs: Promise<NonNullable<Window['Stripe']>> | null = null;
function loadStripeJs() {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loadingStripeJs ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js is missing'));
    script.onerror = () => {
      loadingStripeJs = null;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  });
  return loadingStripeJs;
}

/** Stripe's refusal of the card as the buyer typed it (Stripe's own words); the payment stays open. */
export class CardConfirmationError extends Error {}

/** The payment is confirmed with Stripe but its answer has not arrived yet. */
export class PaymentStillProcessingError extends Error {}

/** Stripe's card field, mounted into the element `mountRef` is given, and the confirmation with it. */
export function useStripeCard(publishableKey: string | null) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const stripe = useRef<{ client: StripeJs; card: StripeCardElement } | null>(null);
  const mountRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || !publishableKey) return;
      let isCancelled = false;
      loadStripeJs()
        .then((Stripe) => {
          if (isCancelled) return;
          const client = Stripe(publishableKey);
          const card = client.elements().create('card', { hidePostalCode: true });
          card.mount(node);
          stripe.current = { client, card };
          setState('ready');
        })
        .catch(() => setState('failed'));
      return () => {
        isCancelled = true;
        stripe.current?.card.destroy();
        stripe.current = null;
      };
    },
    [publishableKey],
  );

  /**
   * Confirms the payment the server started with the card typed into Stripe's field, then follows it
   * until the server has Stripe's answer (its webhook): the answer of the payment request.
   */
  const complete = useCallback(async <T,>(confirmation: CardConfirmation): Promise<T> => {
    if (!stripe.current) throw new CardConfirmationError(PAYMENT_MESSAGES.cardDetailsRequired.description);
    const { client, card } = stripe.current;
    const result = await client.confirmCardPayment(confirmation.clientSecret, { payment_method: { card } });
    if (result.error) {
      throw new CardConfirmationError(result.error.message ?? PAYMENT_MESSAGES.cardDeclined.description);
    }
    for (let attempt = 0; attempt < FOLLOW_ATTEMPTS; attempt += 1) {
      const payment = await getCardPayment(confirmation.paymentId);
      if (payment.answer) {
        if (payment.answer.status >= 400) throw new ApiError(payment.answer.status, payment.answer.body);
        return payment.answer.body as T;
      }
      await new Promise((resolve) => setTimeout(resolve, FOLLOW_INTERVAL_MS));
    }
    throw new PaymentStillProcessingError(PAYMENT_MESSAGES.paymentProcessing.description);
  }, []);

  return { mountRef, state, complete };
}

/** The card as Stripe's own field, in place of the card form. */
export function StripeCardField({ card }: { card: ReturnType<typeof useStripeCard> }) {
  return (
    <div className="space-y-2">
      <span className="text-sm font-medium text-slate-700">Card</span>
      <div ref={card.mountRef} className="rounded-lg border border-slate-300 px-3 py-3" />
      {card.state === 'loading' && <p className="text-xs text-slate-500">Loading Stripe…</p>}
      {card.state === 'failed' && (
        <p className="text-sm text-red-600" role="alert">
          Stripe could not be loaded. Check your connection and reload the page.
        </p>
      )}
      <p className="text-xs text-slate-500">Your card details go to Stripe directly, never to Netlease.</p>
    </div>
  );
}

export const isCardConfirmation = (body: unknown): body is CardConfirmation =>
  typeof body === 'object' &&
  body !== null &&
  (body as { status?: unknown }).status === 'requires_confirmation';
