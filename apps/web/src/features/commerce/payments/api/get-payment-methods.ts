import { useQuery } from '@tanstack/react-query';
import { paymentMethodsSchema } from '@netlease/shared/payments';
import { cardPaymentRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const getPaymentMethods = async () =>
  paymentMethodsSchema.parse(await callRoute(cardPaymentRoutes.listPaymentMethods));

/** The gateways this server offers (docs/decisions/199-stripe-gateway.md); they change only with its settings. */
export function usePaymentMethods() {
  return useQuery({
    queryKey: routeKey(cardPaymentRoutes.listPaymentMethods),
    queryFn: getPaymentMethods,
    staleTime: Infinity,
  });
}
