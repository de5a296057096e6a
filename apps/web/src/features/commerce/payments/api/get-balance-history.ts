import { useQuery } from '@tanstack/react-query';
import { walletRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

// The server picks the default window (30 days).
export const getBalanceHistory = () => callRoute(walletRoutes.getWalletBalanceHistory);

/** The wallet's closing balance per day (under the wallet's tag, so every money movement refreshes it). */
export function useBalanceHistory() {
  return useQuery({ queryKey: routeKey(walletRoutes.getWalletBalanceHistory), queryFn: getBalanceHistory });
}
