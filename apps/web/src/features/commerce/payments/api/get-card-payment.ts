import { cardPaymentStateSchema } from '@netlease/shared/payments';
import { cardPaymentRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';

/** A card payment the processor confirms: pending until its answer is written. */
export const getCardPayment = async (id: string) =>
  cardPaymentStateSchema.parse(await callRoute(cardPaymentRoutes.getCardPayment, { params: { id } }));
