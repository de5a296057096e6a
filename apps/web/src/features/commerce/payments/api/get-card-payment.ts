import { cardPaymentStateSchema } from '@netlease/shared/payments';
import { api } from '@/lib/api-client';

/** A card payment the processor confirms: pending until its answer is written. */
export const getCardPayment = async (id: string) =>
  cardPaymentStateSchema.parse(await api(`/api/card-payments/${encodeURIComponent(id)}`));
