import { useNavigate } from 'react-router';
import { GATEWAYS, PAYMENT_MESSAGES, type CardConfirmation, type Gateway } from '@netlease/shared/payments';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useGatewayAvailability } from '../api/use-gateway-availability';
import { CardForm } from './card-form';
import { NotImplementedNotice } from './gateway-list';
import {
  CardConfirmationError,
  PaymentStillProcessingError,
  StripeCardField,
  isCardConfirmation,
  useStripeCard,
} from './stripe-card';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

export const isGateway = (value: string): value is Gateway => (GATEWAYS as readonly string[]).includes(value);

/**
 * A payment through a gateway, as the deposit and checkout pages take it (docs/PRODUCT.md "Deposits",
 * "Checkout"): the gateways this server offers, the card typed into our form or into Stripe's field, one
 * idempotency key per payment, and Stripe's confirmation in the browser (docs/decisions/199-stripe-gateway.md).
 */
export function useGatewayPayment(failureTitle: string) {
  const isAvailable = useGatewayAvailability();
  const methods = usePaymentMethods();
  const isStripe = methods.data?.cardProcessor === 'stripe';
  const stripeCard = useStripeCard(methods.data?.stripePublishableKey ?? null);
  const { key, renew } = useIdempotencyKey();
  const navigate = useNavigate();

  return {
    isAvailable,
    isStripe,
    stripeCard,
    idempotencyKey: key,
    /** False, after saying so, for a gateway that cannot take a payment here yet. */
    isReady(gateway: Gateway) {
      if (isAvailable(gateway)) return true;
      toast.info(
        PAYMENT_MESSAGES.gatewayNotImplemented.title,
        PAYMENT_MESSAGES.gatewayNotImplemented.description,
      );
      return false;
    },
    /** The form's onError: true when the failure is shown here. */
    onError(error: unknown) {
      // Stripe refused the card as typed: the payment stays open for another try with the same key.
      if (error instanceof CardConfirmationError) {
        toast.error(failureTitle, error.message);
        return true;
      }
      // A refusal settles its key; a cut-off request keeps it, so the retry cannot pay twice.
      if (error instanceof ApiError) renew();
      return false;
    },
    /**
     * Confirms with Stripe what the server asks the browser to confirm, then shows the server's answer
     * and goes to `destination` (also when the answer is still on its way).
     */
    async finish<T extends { title: string; message: string }>(
      answer: T | CardConfirmation,
      destination: string,
    ) {
      let result: T;
      try {
        result = isCardConfirmation(answer) ? await stripeCard.complete<T>(answer) : answer;
      } catch (error) {
        if (!(error instanceof PaymentStillProcessingError)) throw error;
        toast.info(PAYMENT_MESSAGES.paymentProcessing.title, PAYMENT_MESSAGES.paymentProcessing.description);
        void navigate(destination);
        return;
      }
      renew();
      toast.success(result.title, result.message);
      void navigate(destination);
    },
  };
}

/** Under the chosen method: a notice for a gateway not wired yet, and the card as the processor takes it. */
export function GatewayDetails({
  method,
  payment,
}: {
  method: string;
  payment: ReturnType<typeof useGatewayPayment>;
}) {
  return (
    <>
      {isGateway(method) && !payment.isAvailable(method) && <NotImplementedNotice />}
      {method === 'card' && (payment.isStripe ? <StripeCardField card={payment.stripeCard} /> : <CardForm />)}
    </>
  );
}
