import { useQuery } from '@tanstack/react-query';
import { walletRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Everything of the wallet (balance, transactions, balance history), for invalidation: its tag. */
export const WALLET_KEY = [walletRoutes.getWallet.tag] as const;

export const getWallet = () => callRoute(walletRoutes.getWallet);

export function useWallet() {
  return useQuery({ queryKey: routeKey(walletRoutes.getWallet), queryFn: getWallet });
}
