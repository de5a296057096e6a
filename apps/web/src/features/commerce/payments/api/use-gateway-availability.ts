import type { Gateway } from '@netlease/shared/payments';
import { usePaymentMethods } from './get-payment-methods';

/**
 * Whether a gateway can take a payment here: offered by this server and not a demo entry (a server
 * without a card processor offers the wallet only; docs/decisions/199-stripe-gateway.md).
 */
export function useGatewayAvailability() {
  const methods = usePaymentMethods();
  return (gateway: Gateway) =>
    methods.data?.gateways.some((offered) => offered.id === gateway && offered.availability !== 'demo') ??
    false;
}
