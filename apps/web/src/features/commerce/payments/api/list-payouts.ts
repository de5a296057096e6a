import { useQuery } from '@tanstack/react-query';
import { payoutRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const PAYOUTS_KEY = routeKey(payoutRoutes.listPayouts);

export const listPayouts = () => callRoute(payoutRoutes.listPayouts).then((body) => body.payouts);

export function usePayouts() {
  return useQuery({ queryKey: PAYOUTS_KEY, queryFn: listPayouts });
}
