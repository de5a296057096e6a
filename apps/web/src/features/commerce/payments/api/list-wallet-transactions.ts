import { useInfiniteQuery } from '@tanstack/react-query';
import { walletRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Under the wallet's tag, so every money movement refreshes it. */
export const WALLET_TRANSACTIONS_KEY = routeKey(walletRoutes.listWalletTransactions);

export const listWalletTransactions = (cursor: string | null) =>
  callRoute(walletRoutes.listWalletTransactions, { query: cursor ? { cursor } : {} });

/** The wallet history a page at a time; the list scrolls and loads more at its end. */
export function useWalletTransactions() {
  return useInfiniteQuery({
    queryKey: WALLET_TRANSACTIONS_KEY,
    queryFn: ({ pageParam }) => listWalletTransactions(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
