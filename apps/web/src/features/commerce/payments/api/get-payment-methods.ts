import { useQuery } from '@tanstack/react-query';
import { paymentMethodsSchema } from '@netlease/shared/payments';
import { api } from '@/lib/api-client';

export const getPaymentMethods = async () => paymentMethodsSchema.parse(await api('/api/payments/methods'));

/** The gateways this server offers (docs/decisions/199-stripe-gateway.md); they change only with its settings. */
export function usePaymentMethods() {
  return useQuery({ queryKey: ['payment-methods'], queryFn: getPaymentMethods, staleTime: Infinity });
}
