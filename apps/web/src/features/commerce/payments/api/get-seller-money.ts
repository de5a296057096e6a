import { useQuery } from '@tanstack/react-query';
import { payoutRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const SELLER_MONEY_KEY = routeKey(payoutRoutes.getSellerMoney);

export const getSellerMoney = () => callRoute(payoutRoutes.getSellerMoney);

/** Available, each sale's hold with its release date, lifetime earnings (docs/PRODUCT.md "Payouts"). */
export function useSellerMoney() {
  return useQuery({ queryKey: SELLER_MONEY_KEY, queryFn: getSellerMoney });
}
